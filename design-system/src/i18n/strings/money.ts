/** Strings of the design system's money area (namespace "ds"). Keys are unique across areas: prefix them with "money". */
export const en = {};

export const es: typeof en = {};

export const th: typeof en = {};
