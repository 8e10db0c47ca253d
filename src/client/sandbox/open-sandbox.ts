import { compressToBase64 } from 'lz-string';
import { assembleSandbox, type AssembledSandbox, type SandboxProject } from '../../shared/sandbox-project';

/**
 * Sends a demo's project to StackBlitz or CodeSandbox, as each documents it: a form posted to
 * its define endpoint, in a new tab. Loaded on the first reach for a button (demo-sandbox.ts).
 */

/** Each project asked for, by URL: fetched once a page, whichever button asks first. */
const projects = new Map<string, Promise<SandboxProject>>();
/** Those that have arrived: a click on their buttons sends at once. */
const arrived = new Map<string, SandboxProject>();

/** The project of a button's demo (`data-sandbox-project`), fetched once. */
export function fetchProject(button: HTMLElement): Promise<SandboxProject> {
  const url = button.dataset.sandboxProject ?? '';
  let project = projects.get(url);
  if (!project) {
    project = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const json = (await response.json()) as SandboxProject;
      arrived.set(url, json);
      return json;
    });
    // A failed fetch is tried again at the next reach.
    project.catch(() => projects.delete(url));
    projects.set(url, project);
  }
  return project;
}

/** The form that posts `fields` to `action` in a new tab. */
function postForm(doc: Document, action: string, fields: Record<string, string>): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.rel = 'noopener';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/** StackBlitz's POST API: each file a field, the dependencies as package.json's. */
const stackBlitz = (doc: Document, project: AssembledSandbox) =>
  postForm(doc, `https://stackblitz.com/run?file=${encodeURIComponent(project.openFile)}`, {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'create-react-app',
    'project[dependencies]': JSON.stringify(project.dependencies),
    ...Object.fromEntries(Object.entries(project.files).map(([path, content]) => [`project[files][${path}]`, content])),
  });

/** CodeSandbox's define API: the files as `parameters`, lz-string's base64 made URL-safe. */
const codeSandbox = (doc: Document, project: AssembledSandbox) =>
  postForm(doc, 'https://codesandbox.io/api/v1/sandboxes/define', {
    parameters: compressToBase64(JSON.stringify({ files: Object.fromEntries(Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }])) }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, ''),
    query: `file=/${project.openFile}`,
  });

/**
 * Sends the button's demo to its service (`data-demo-sandbox`) in the variant (TS or JS), colour
 * scheme and direction the page shows: the `<html>` attributes the pre-paint script sets. At
 * once when its project has arrived, else once it does.
 */
export function openSandbox(doc: Document, button: HTMLElement): Promise<void> | void {
  const project = arrived.get(button.dataset.sandboxProject ?? '');
  if (project) send(doc, button, project);
  else return fetchProject(button).then((fetched) => send(doc, button, fetched));
}

function send(doc: Document, button: HTMLElement, project: SandboxProject): void {
  const html = doc.documentElement;
  const service = button.dataset.demoSandbox === 'codesandbox' ? 'codesandbox' : 'stackblitz';
  const assembled = assembleSandbox(project, service, {
    variant: html.getAttribute('data-code-variant') === 'js' ? 'js' : 'ts',
    mode: html.getAttribute('data-mui-color-scheme') === 'dark' ? 'dark' : 'light',
    direction: html.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr',
  });
  const form = (service === 'codesandbox' ? codeSandbox : stackBlitz)(doc, assembled);
  doc.body.append(form);
  form.submit();
  form.remove();
}
