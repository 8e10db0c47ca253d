import { z } from 'zod';

/**
 * The JSON format of a component's API, as upstream's API builder writes it
 * (`docs/pages/<product>/api/<kebab-name>.json`) and `docs-site api` extracts it, and of its
 * English descriptions (`docs/translations/api-docs/<product>/<kebab-name>/<kebab-name>.json`).
 * Objects are not strict: upstream adds keys from release to release, and a key we do not show
 * is no mistake of the author's. HTML strings are content: they are sanitised when rendered.
 */

const propType = z.object({
  /** `union`, `enum`, `shape`, `bool`, `func`, `node`, `custom`... */
  name: z.string().min(1),
  /** For unions, enums, shapes and custom types: the type as HTML (`'a'<br>&#124;&nbsp;'b'`). */
  description: z.string().optional(),
});

const apiProp = z.object({
  type: propType,
  default: z.string().optional(),
  required: z.boolean().optional(),
  deprecated: z.boolean().optional(),
  /** HTML. */
  deprecationInfo: z.string().optional(),
  signature: z
    .object({
      type: z.string(),
      describedArgs: z.array(z.string()).optional(),
      returned: z.string().optional(),
    })
    .optional(),
  /** Flags that add a note to the description: `sx`, `slotsApi`, `cssApi`, `joy-color`... */
  additionalInfo: z.record(z.string(), z.boolean()).optional(),
});

/**
 * A member of an interface (`properties`) or of a hook's parameters and return value, as
 * MUI X's and Base UI's builders write them: a type that may have only its text.
 */
const apiMember = z.object({
  type: z.object({ name: z.string().optional(), description: z.string().optional() }),
  default: z.string().optional(),
  required: z.boolean().optional(),
  deprecated: z.boolean().optional(),
  /** HTML. */
  deprecationInfo: z.string().optional(),
});

/**
 * A member of an interface as 16 of MUI X's `grid-*-api.json` list them: in an array, with its
 * type as TypeScript text (not HTML) and its description (HTML) beside it.
 */
const apiListedMember = z.object({
  name: z.string().min(1),
  type: z.string(),
  description: z.string().optional(),
});

const apiSlot = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
  default: z.string().optional(),
  class: z.string().nullable().optional(),
});

const apiClass = z.object({
  key: z.string().min(1),
  className: z.string().min(1),
  description: z.string().optional(),
  isGlobal: z.boolean().optional(),
});

const apiCssVariable = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
  default: z.string().optional(),
});

/**
 * A page of API metadata, in the three shapes upstream's builders write: a component (`props`),
 * an interface (`properties`, MUI X's `grid-api.json`) or a hook (`parameters` and
 * `returnValue`, Base UI's `use-button.json`).
 */
export const apiJsonSchema = z.object({
  name: z.string().min(1),
  props: z.record(z.string(), apiProp).optional(),
  /** An interface's members: by name (`grid-api.json`), or listed (`grid-sort-api.json`). */
  properties: z.union([z.record(z.string(), apiMember), z.array(apiListedMember)]).optional(),
  /** HTML: an interface's own description, where its members are listed with theirs (`grid-sort-api.json`). */
  description: z.string().optional(),
  parameters: z.record(z.string(), apiMember).optional(),
  returnValue: z.record(z.string(), apiMember).optional(),
  imports: z.array(z.string()).optional(),
  slots: z.array(apiSlot).optional(),
  classes: z.array(apiClass).optional(),
  cssVariables: z.array(apiCssVariable).optional(),
  /** Whether the props not listed are spread to the root element (or the inherited component). */
  spread: z.boolean().optional(),
  themeDefaultProps: z.boolean().nullable().optional(),
  muiName: z.string().optional(),
  forwardsRefTo: z.string().nullable().optional(),
  filename: z.string().optional(),
  inheritance: z.object({ component: z.string().min(1), pathname: z.string().min(1) }).nullable().optional(),
  /** HTML: the list of pages with demos of the component. */
  demos: z.string().optional(),
  cssComponent: z.boolean().optional(),
  deprecated: z.boolean().optional(),
  deprecationInfo: z.string().optional(),
});

/**
 * A list of selectors, as MUI X writes it (`selectors.json`): a top-level array, each with the
 * type it returns, its category and its description (markdown-ish text: backticks for code).
 */
export const apiSelectorsSchema = z.array(
  z.object({
    name: z.string().min(1),
    returnType: z.string(),
    category: z.string().optional(),
    description: z.string().optional(),
    supportsApiRef: z.boolean().optional(),
  }),
);

const described = z.object({ description: z.string() });

/** A function argument's description: its text, or (MUI X) an object with the argument's name. */
const typeDescription = z.union([z.string(), z.object({ name: z.string().optional(), description: z.string() })]);

export const apiDescriptionsSchema = z.object({
  /** HTML. */
  componentDescription: z.string().optional(),
  /** HTML: an interface page's description (MUI X). */
  interfaceDescription: z.string().optional(),
  /** HTML: a hook page's description (Base UI). */
  hookDescription: z.string().optional(),
  propertiesDescriptions: z.record(z.string(), described).optional(),
  parametersDescriptions: z.record(z.string(), described).optional(),
  returnValueDescriptions: z.record(z.string(), described).optional(),
  propDescriptions: z
    .record(
      z.string(),
      z.object({
        description: z.string(),
        /** The signature's arguments, by name. */
        typeDescriptions: z.record(z.string(), typeDescription).optional(),
        requiresRef: z.boolean().optional(),
        deprecated: z.string().optional(),
      }),
    )
    .optional(),
  /** A class's description, with `{{nodeName}}` and `{{conditions}}` to fill in. */
  classDescriptions: z.record(z.string(), described.extend({ nodeName: z.string().optional(), conditions: z.string().optional() })).optional(),
  slotDescriptions: z.record(z.string(), z.string()).optional(),
  cssVariablesDescriptions: z.record(z.string(), z.string()).optional(),
});

/** A page's metadata as the stages after loading read it: a page with no props has none. */
export type ApiJson = Omit<z.output<typeof apiJsonSchema>, 'props' | 'properties' | 'description'> & {
  props: Record<string, ApiProp>;
  properties?: Record<string, ApiMember>;
  /** A page of selectors (`selectors.json`): its name is its file's (`Selectors`). */
  selectors?: ApiSelector[];
};
export type ApiSelector = z.output<typeof apiSelectorsSchema>[number];
export type ApiMember = z.output<typeof apiMember>;
export type ApiProp = z.output<typeof apiProp>;
export type ApiDescriptions = z.output<typeof apiDescriptionsSchema>;
