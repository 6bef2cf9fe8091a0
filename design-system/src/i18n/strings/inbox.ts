/** Strings of the design system's inbox area (namespace "ds"). Keys are unique across areas: prefix them with "inbox". */
export const en = {};

export const es: typeof en = {};

export const th: typeof en = {};
