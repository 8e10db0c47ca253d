/** The interface strings of each configured language, every key filled (English where a language lacks one). */
export type InterfaceStrings = Record<string, Record<string, string>>;
