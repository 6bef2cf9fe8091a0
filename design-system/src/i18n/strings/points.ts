/** Strings of the design system's points area (namespace "ds"). Keys are unique across areas: prefix them with "points". */
export const en = {};

export const es: typeof en = {};

export const th: typeof en = {};
