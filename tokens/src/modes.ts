// The colour modes, apart from the themes that use them: problems, layers and themes all name a mode.

/** The colour modes every theme provides; a brand compiles to one theme per mode. */
export const themeModes = ['dark', 'light'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const isThemeMode = (value: unknown): value is ThemeMode => themeModes.some((mode) => mode === value);
