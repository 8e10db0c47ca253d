import type { ReactNode } from 'react';
import type { ApiNoteView, ApiPageView, ApiPropView, ApiSectionView } from '../../src/node/model/templates-api';
import { CodeBlock } from '../markdown/CodeBlock';
import { HeadingAnchor } from '../markdown/HeadingAnchor';
import { useT, withElements } from '../strings';
import { ApiTable } from './ApiTable';

type T = ReturnType<typeof useT>;

/**
 * A sentence of the page's language with elements in it (a link, a code span, a name): an
 * element the translation leaves out is put at its end rather than lost, so its link stays.
 */
function sentence(text: string, elements: Readonly<Record<string, ReactNode>>): ReactNode {
  const missing = Object.keys(elements).filter((name) => !text.includes(`{{${name}}}`));
  return withElements(missing.length > 0 ? `${text} ${missing.map((name) => `{{${name}}}`).join(' ')}` : text, elements);
}

/** HTML the engine has sanitised (descriptions written in the metadata). */
function Html({ html, as: Tag = 'div' }: { html: string; as?: 'div' | 'span' }) {
  return <Tag className="MuiApi-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

function SectionHeading({ section, level = 2 }: { section: ApiSectionView; level?: 2 | 3 | 4 }) {
  const Tag = (['h2', 'h3', 'h4'] as const)[level - 2]!;
  return (
    <Tag id={section.id}>
      {section.title}
      <HeadingAnchor target={section.id} />
    </Tag>
  );
}

function Note({ note }: { note: ApiNoteView }) {
  return (
    <p className="MuiApi-note">
      {note.before}
      {note.link && <a href={note.link.href}>{note.link.label}</a>}
      {note.after}
    </p>
  );
}

/** A union's members one per line, each `|`-separated as in TypeScript. */
function TypeCell({ prop }: { prop: ApiPropView }) {
  const { name, members } = prop.type;
  if (members.length === 0) return <code>{name}</code>;
  if (members.length === 1) return <code>{members[0]}</code>;
  return (
    <code>
      {members.map((member, i) => (
        <span key={i}>
          {i > 0 && (
            <>
              <br />
              {'| '}
            </>
          )}
          {member}
        </span>
      ))}
    </code>
  );
}

function PropRow({ prop }: { prop: ApiPropView }) {
  const t = useT();
  return (
    <tr id={prop.id}>
      <td>
        {prop.anchors.map((anchor) => (
          <span key={anchor} id={anchor} />
        ))}
        <a className="MuiApi-name" href={`#${prop.id}`}>
          {prop.name}
        </a>
        {prop.required && (
          <span className="MuiApi-mark MuiApi-required" title={t('api-docs.required')}>
            *<span className="MuiApi-hidden">{` ${t('api-docs.requiredHidden')}`}</span>
          </span>
        )}
        {prop.deprecationHtml !== null && <span className="MuiApi-mark MuiApi-deprecated">{t('api-docs.deprecated')}</span>}
      </td>
      <td className="MuiApi-type" data-label={t('api-docs.type')}>
        <TypeCell prop={prop} />
      </td>
      <td className="MuiApi-default" data-label={t('api-docs.default')}>{prop.default !== null ? <code>{prop.default}</code> : null}</td>
      <td>
        {prop.deprecationHtml && <Html html={prop.deprecationHtml} />}
        {prop.descriptionHtml && <Html html={prop.descriptionHtml} />}
        {prop.signature && (
          <div className="MuiApi-signature">
            <strong>{t('api-docs.signature')}</strong> <code>{prop.signature.type}</code>
            {prop.signature.args.length > 0 && (
              <ul>
                {prop.signature.args.map((arg) => (
                  <li key={arg.name}>
                    <code>{arg.name}</code> <Html as="span" html={arg.descriptionHtml} />
                  </li>
                ))}
              </ul>
            )}
            {prop.signature.returnedHtml && (
              <p>
                <em>{t('api-docs.returns')}</em> <Html as="span" html={prop.signature.returnedHtml} />
              </p>
            )}
          </div>
        )}
        {prop.notes.map((note, i) => (
          <Note key={i} note={note} />
        ))}
      </td>
    </tr>
  );
}

/** A table of props: a component's, or an interface's properties, or a hook's parameters or return value. */
function PropTable({ props }: { props: readonly ApiPropView[] }) {
  const t = useT();
  return (
    <ApiTable>
      <thead>
        <tr>
          <th scope="col">{t('api-docs.name')}</th>
          <th scope="col">{t('api-docs.type')}</th>
          <th scope="col">{t('api-docs.default')}</th>
          <th scope="col">{t('api-docs.description')}</th>
        </tr>
      </thead>
      <tbody>
        {props.map((prop) => (
          <PropRow key={prop.name} prop={prop} />
        ))}
      </tbody>
    </ApiTable>
  );
}

/** An interface's properties or a hook's parameters or return value, with the required ones marked. */
function Members({ members }: { members: readonly ApiPropView[] }) {
  const t = useT();
  return (
    <>
      <PropTable props={members} />
      {members.some((m) => m.required) && <p className="MuiApi-note">{t('api-docs.requiredProps')}</p>}
    </>
  );
}

function Props({ api }: { api: ApiPageView }) {
  const t = useT();
  return (
    <>
      <PropTable props={api.props} />
      {api.props.some((p) => p.required) && <p className="MuiApi-note">{t('api-docs.requiredProps')}</p>}
      <p>
        {api.ref
          ? sentence(t('api-docs.refRootElement'), { ref: <code>ref</code>, element: <code>{api.ref}</code> })
          : sentence(t('api-docs.refNotHeld'), { ref: <code>ref</code> })}
      </p>
      {api.spread && (
        <p>
          {sentence(t('api-docs.spreadHint'), {
            spreadHintElement: api.inheritance ? <a href={api.inheritance.href}>{api.inheritance.component}</a> : t('api-docs.nativeElement'),
          })}
        </p>
      )}
      {api.inheritance && (
        <p>
          {sentence(t('api-docs.inheritanceDescription'), { component: <a href={api.inheritance.href}>{api.inheritance.component}</a>, name: api.name })}
        </p>
      )}
      {api.cssComponent && <p>{sentence(t('api-docs.cssComponent'), { name: api.name })}</p>}
    </>
  );
}

/** A category of selectors: each one's name, the type it returns, what it is for. */
function Selectors({ selectors }: { selectors: readonly ApiPropView[] }) {
  const t = useT();
  return (
    <ApiTable>
      <thead>
        <tr>
          <th scope="col">{t('api-docs.name')}</th>
          <th scope="col">{t('api-docs.returnType')}</th>
          <th scope="col">{t('api-docs.description')}</th>
        </tr>
      </thead>
      <tbody>
        {selectors.map((selector) => (
          <tr key={selector.name} id={selector.id}>
            <td className="MuiApi-name">{selector.name}</td>
            <td className="MuiApi-type" data-label={t('api-docs.returnType')}>
              <TypeCell prop={selector} />
            </td>
            <td>{selector.descriptionHtml && <Html html={selector.descriptionHtml} />}</td>
          </tr>
        ))}
      </tbody>
    </ApiTable>
  );
}

const sectionBody: Record<ApiSectionView['kind'], (api: ApiPageView, t: T, section: ApiSectionView) => ReactNode> = {
  demos: (api) => api.demosHtml && <Html html={api.demosHtml} />,
  import: (api) => (
    <CodeBlock language="js">
      <pre>
        <code className="language-js">{api.imports.join('\n')}</code>
      </pre>
    </CodeBlock>
  ),
  props: (api) => <Props api={api} />,
  properties: (api) => <Members members={api.properties} />,
  parameters: (api) => <Members members={api.parameters} />,
  'return-value': (api) => <Members members={api.returnValue} />,
  selectors: (api, _t, section) => <Selectors selectors={api.selectorGroups.find((group) => group.sectionId === section.id)?.selectors ?? []} />,
  'theme-default-props': (api, t) => <p>{sentence(t('api-docs.themeDefaultPropsDescription'), { muiName: <code>{api.themeDefaultProps}</code> })}</p>,
  slots: (api, t) => (
    <ApiTable>
      <thead>
        <tr>
          <th scope="col">{t('api-docs.slotName')}</th>
          <th scope="col">{t('api-docs.className')}</th>
          <th scope="col">{t('api-docs.defaultComponent')}</th>
          <th scope="col">{t('api-docs.description')}</th>
        </tr>
      </thead>
      <tbody>
        {api.slots.map((slot) => (
          <tr key={slot.name}>
            <td className="MuiApi-name">{slot.name}</td>
            <td data-label={t('api-docs.className')}>{slot.className && <code>.{slot.className}</code>}</td>
            <td data-label={t('api-docs.defaultComponent')}>{slot.default && <code>{slot.default}</code>}</td>
            <td>{slot.descriptionHtml && <Html html={slot.descriptionHtml} />}</td>
          </tr>
        ))}
      </tbody>
    </ApiTable>
  ),
  classes: (api, t) => (
    <ApiTable>
      <thead>
        <tr>
          <th scope="col">{t('api-docs.className')}</th>
          <th scope="col">{t('api-docs.ruleName')}</th>
          <th scope="col">{t('api-docs.description')}</th>
        </tr>
      </thead>
      <tbody>
        {api.classes.map((entry) => (
          <tr key={entry.key}>
            <td>
              <code>.{entry.className}</code>
              {entry.isGlobal && (
                <span className="MuiApi-mark MuiApi-global" title={t('api-docs.globalClass')}>
                  {t('api-docs.global')}
                </span>
              )}
            </td>
            <td className="MuiApi-name" data-label={t('api-docs.ruleName')}>
              {entry.key}
            </td>
            <td>{entry.descriptionHtml && <Html html={entry.descriptionHtml} />}</td>
          </tr>
        ))}
      </tbody>
    </ApiTable>
  ),
  'css-variables': (api, t) => (
    <ApiTable>
      <thead>
        <tr>
          <th scope="col">{t('api-docs.variable')}</th>
          <th scope="col">{t('api-docs.default')}</th>
          <th scope="col">{t('api-docs.description')}</th>
        </tr>
      </thead>
      <tbody>
        {api.cssVariables.map((variable) => (
          <tr key={variable.name}>
            <td className="MuiApi-name">{variable.name}</td>
            <td data-label={t('api-docs.default')}>{variable.default && <code>{variable.default}</code>}</td>
            <td>{variable.descriptionHtml && <Html html={variable.descriptionHtml} />}</td>
          </tr>
        ))}
      </tbody>
    </ApiTable>
  ),
};

/**
 * Every section of a component's API page, in the order the engine gives them, in the page's
 * language (`useT`); their headings are h2 (`level`), h3 where the API is one of a page's (an API tab).
 */
export function ApiSections({ api, level = 2 }: { api: ApiPageView; level?: 2 | 3 }) {
  const t = useT();
  return (
    <>
      {api.deprecationHtml !== null && (
        <div className="MuiApi-deprecation" role="note">
          <strong>{t('api-docs.deprecatedComponent')}</strong> {api.deprecationHtml && <Html as="span" html={api.deprecationHtml} />}
        </div>
      )}
      {api.descriptionHtml && <Html html={api.descriptionHtml} />}
      {api.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <SectionHeading section={section} level={section.kind === 'theme-default-props' ? ((level + 1) as 3 | 4) : level} />
          {sectionBody[section.kind](api, t, section)}
        </section>
      ))}
    </>
  );
}
