/** Strings of the design system's records area (namespace "ds"). Keys are unique across areas: prefix them with "records". */
export const en = {};

export const es: typeof en = {};

export const th: typeof en = {};
