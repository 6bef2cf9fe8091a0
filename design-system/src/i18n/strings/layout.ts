/** Strings of the design system's layout area (namespace "ds"). Keys are unique across areas. */
export const en = {};

export const es: typeof en = {};

export const th: typeof en = {};
