/** Orders strings by their UTF-16 code units, as `<` does: the same order on every machine and locale, unlike `localeCompare`. */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
