import type { ReactNode } from 'react';
import type { ApiNoteView, ApiPageView, ApiPropView, ApiSectionView } from '../../src/render/templates-api';
import { CodeBlock } from '../markdown/CodeBlock';
import { HeadingAnchor } from '../markdown/HeadingAnchor';
import { ApiTable } from './ApiTable';

/** HTML the engine has sanitised (descriptions written in the metadata). */
function Html({ html, as: Tag = 'div' }: { html: string; as?: 'div' | 'span' }) {
  return <Tag className="MuiApi-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

function SectionHeading({ section, level = 2 }: { section: ApiSectionView; level?: 2 | 3 }) {
  const Tag = level === 2 ? 'h2' : 'h3';
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
  return (
    <tr id={prop.id}>
      <td>
        <a className="MuiApi-name" href={`#${prop.id}`}>
          {prop.name}
        </a>
        {prop.required && (
          <span className="MuiApi-mark MuiApi-required" title="Required">
            *<span className="MuiApi-hidden"> required</span>
          </span>
        )}
        {prop.deprecationHtml !== null && <span className="MuiApi-mark MuiApi-deprecated">Deprecated</span>}
      </td>
      <td className="MuiApi-type" data-label="Type">
        <TypeCell prop={prop} />
      </td>
      <td className="MuiApi-default" data-label="Default">{prop.default !== null ? <code>{prop.default}</code> : null}</td>
      <td>
        {prop.deprecationHtml && <Html html={prop.deprecationHtml} />}
        {prop.descriptionHtml && <Html html={prop.descriptionHtml} />}
        {prop.signature && (
          <div className="MuiApi-signature">
            <strong>Signature:</strong> <code>{prop.signature.type}</code>
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
                <em>Returns:</em> <Html as="span" html={prop.signature.returnedHtml} />
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

function Props({ api }: { api: ApiPageView }) {
  return (
    <>
      <ApiTable>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {api.props.map((prop) => (
            <PropRow key={prop.name} prop={prop} />
          ))}
        </tbody>
      </ApiTable>
      {api.props.some((p) => p.required) && <p className="MuiApi-note">Props marked * are required.</p>}
      <p>
        {api.ref ? (
          <>
            The <code>ref</code> is forwarded to the root element (<code>{api.ref}</code>).
          </>
        ) : (
          <>
            This component does not hold a <code>ref</code>.
          </>
        )}
      </p>
      {api.spread && (
        <p>
          Any other props supplied will be provided to the root element (
          {api.inheritance ? <a href={api.inheritance.href}>{api.inheritance.component}</a> : 'native element'}).
        </p>
      )}
      {api.inheritance && (
        <p>
          While not explicitly documented above, the props of the <a href={api.inheritance.href}>{api.inheritance.component}</a> component are also
          available on {api.name}.
        </p>
      )}
      {api.cssComponent && (
        <p>
          As a CSS utility, the {api.name} component also supports all system properties. You can use them as props directly on the component.
        </p>
      )}
    </>
  );
}

const sectionBody: Record<ApiSectionView['kind'], (api: ApiPageView) => ReactNode> = {
  demos: (api) => api.demosHtml && <Html html={api.demosHtml} />,
  import: (api) => (
    <CodeBlock language="js">
      <pre>
        <code className="language-js">{api.imports.join('\n')}</code>
      </pre>
    </CodeBlock>
  ),
  props: (api) => <Props api={api} />,
  'theme-default-props': (api) => (
    <p>
      You can use <code>{api.themeDefaultProps}</code> to change the default props of this component with the theme.
    </p>
  ),
  slots: (api) => (
    <ApiTable>
      <thead>
        <tr>
          <th scope="col">Slot name</th>
          <th scope="col">Class name</th>
          <th scope="col">Default component</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {api.slots.map((slot) => (
          <tr key={slot.name}>
            <td className="MuiApi-name">{slot.name}</td>
            <td data-label="Class name">{slot.className && <code>.{slot.className}</code>}</td>
            <td data-label="Default component">{slot.default && <code>{slot.default}</code>}</td>
            <td>{slot.descriptionHtml && <Html html={slot.descriptionHtml} />}</td>
          </tr>
        ))}
      </tbody>
    </ApiTable>
  ),
  classes: (api) => (
    <ApiTable>
      <thead>
        <tr>
          <th scope="col">Class name</th>
          <th scope="col">Rule name</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {api.classes.map((entry) => (
          <tr key={entry.key}>
            <td>
              <code>.{entry.className}</code>
              {entry.isGlobal && (
                <span className="MuiApi-mark MuiApi-global" title="A global state class, shared by every component">
                  Global
                </span>
              )}
            </td>
            <td className="MuiApi-name" data-label="Rule name">
              {entry.key}
            </td>
            <td>{entry.descriptionHtml && <Html html={entry.descriptionHtml} />}</td>
          </tr>
        ))}
      </tbody>
    </ApiTable>
  ),
  'css-variables': (api) => (
    <ApiTable>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Default</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {api.cssVariables.map((variable) => (
          <tr key={variable.name}>
            <td className="MuiApi-name">{variable.name}</td>
            <td data-label="Default">{variable.default && <code>{variable.default}</code>}</td>
            <td>{variable.descriptionHtml && <Html html={variable.descriptionHtml} />}</td>
          </tr>
        ))}
      </tbody>
    </ApiTable>
  ),
};

/** Every section of a component's API page, in the order the engine gives them. */
export function ApiSections({ api }: { api: ApiPageView }) {
  return (
    <>
      {api.deprecationHtml !== null && (
        <div className="MuiApi-deprecation" role="note">
          <strong>Deprecated.</strong> {api.deprecationHtml && <Html as="span" html={api.deprecationHtml} />}
        </div>
      )}
      {api.descriptionHtml && <Html html={api.descriptionHtml} />}
      {api.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <SectionHeading section={section} level={section.kind === 'theme-default-props' ? 3 : 2} />
          {sectionBody[section.kind](api)}
        </section>
      ))}
    </>
  );
}
