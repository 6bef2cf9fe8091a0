/** Strings of the design system's agent area (namespace "ds"). Keys are unique across areas: prefix them with "agent". */
export const en = {};

export const es: typeof en = {};

export const th: typeof en = {};
