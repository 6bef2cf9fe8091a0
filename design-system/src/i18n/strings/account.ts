/** Strings of the design system's account area (namespace "ds"). Keys are unique across areas: prefix them with "account". */
export const en = {};

export const es: typeof en = {};

export const th: typeof en = {};
