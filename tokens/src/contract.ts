/**
 * The theme contract: every token a component may use, with its DTCG type.
 *
 * This is the single source of truth for three things:
 *  - what a token set must provide (validation checks every path here);
 *  - the CSS custom property of each token (`cssVarName`), stable and readable so that an operator
 *    can read them in devtools and a runtime token set can be applied without a rebuild;
 *  - the contrast pairs that WCAG 2.2 requires to be legible (ARCHITECTURE.md, tokens/).
 *
 * Raw palettes live in the base tier and are not part of the contract: components never see them.
 */

/** The DTCG types the contract uses. */
export const tokenTypes = ['color', 'dimension', 'fontFamily', 'fontWeight', 'number', 'duration', 'shadow'] as const;
export type TokenType = (typeof tokenTypes)[number];

export const contractShape = {
  color: {
    surface: {
      base: 'color',
      raised: 'color',
      sunken: 'color',
      overlay: 'color',
      inverse: 'color',
    },
    text: {
      primary: 'color',
      secondary: 'color',
      muted: 'color',
      inverse: 'color',
      onAccent: 'color',
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- a token name, not String.prototype.link
      link: 'color',
    },
    accent: {
      base: 'color',
      hover: 'color',
      active: 'color',
      subtle: 'color',
    },
    border: {
      subtle: 'color',
      strong: 'color',
    },
    feedback: {
      success: 'color',
      warning: 'color',
      danger: 'color',
      dangerHover: 'color',
      info: 'color',
    },
    focus: {
      ring: 'color',
    },
    scrim: 'color',
  },
  space: {
    none: 'dimension',
    xxs: 'dimension',
    xs: 'dimension',
    sm: 'dimension',
    md: 'dimension',
    lg: 'dimension',
    xl: 'dimension',
    xxl: 'dimension',
  },
  radius: {
    none: 'dimension',
    sm: 'dimension',
    md: 'dimension',
    lg: 'dimension',
    full: 'dimension',
  },
  font: {
    family: {
      body: 'fontFamily',
      heading: 'fontFamily',
      mono: 'fontFamily',
    },
    size: {
      xs: 'dimension',
      sm: 'dimension',
      md: 'dimension',
      lg: 'dimension',
      xl: 'dimension',
      xxl: 'dimension',
      xxxl: 'dimension',
    },
    weight: {
      regular: 'fontWeight',
      medium: 'fontWeight',
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- a token name, not String.prototype.bold
      bold: 'fontWeight',
    },
    lineHeight: {
      tight: 'number',
      normal: 'number',
    },
  },
  shadow: {
    raised: 'shadow',
    overlay: 'shadow',
  },
  duration: {
    fast: 'duration',
    normal: 'duration',
    slow: 'duration',
  },
  border: {
    width: {
      thin: 'dimension',
      thick: 'dimension',
    },
  },
  layout: {
    contentMaxWidth: 'dimension',
    sideMenuWidth: 'dimension',
    /** The widest a column of reading (an article) or a form on a page gets. */
    textMeasure: 'dimension',
    /** A form alone on a page (the agent login). */
    formWidth: 'dimension',
    /** The least height of a frame with its menu beside the page. */
    frameMinHeight: 'dimension',
  },
  size: {
    /** The narrowest a column of an auto-filled grid gets, by what it holds. */
    column: {
      compact: 'dimension',
      figure: 'dimension',
      tile: 'dimension',
      card: 'dimension',
      field: 'dimension',
      wide: 'dimension',
    },
    /** The natural width of a list's filters: a date range, a select. */
    filter: {
      dates: 'dimension',
      select: 'dimension',
    },
    /** The widest a chip with a name in it gets before the name is cut. */
    chipMaxWidth: 'dimension',
    /** The least height of a waiting or empty message in place of content. */
    placeholderMinHeight: 'dimension',
  },
  opacity: {
    disabled: 'number',
    /** Something that cannot be had now (a sold-out gift). */
    unavailable: 'number',
    /** The faint end of a loading placeholder's pulse. */
    shimmer: 'number',
    /** An inactive mark beside an active one (a sort arrow). */
    inactive: 'number',
  },
  zIndex: {
    dropdown: 'number',
    modal: 'number',
    toast: 'number',
  },
  component: {
    control: {
      height: {
        sm: 'dimension',
        md: 'dimension',
        lg: 'dimension',
      },
    },
    modal: {
      width: 'dimension',
      wideWidth: 'dimension',
    },
    dialog: {
      width: 'dimension',
    },
    toast: {
      width: 'dimension',
    },
    menu: {
      minWidth: 'dimension',
    },
    vendorMenu: {
      width: 'dimension',
      wideWidth: 'dimension',
    },
    announcement: {
      minHeight: 'dimension',
    },
  },
} as const satisfies ContractNode;

interface ContractNode {
  readonly [key: string]: TokenType | ContractNode;
}

/** A contract-shaped object with a value of type V at every token. */
export type ContractValues<Node = typeof contractShape, V = string> = {
  -readonly [K in keyof Node]: Node[K] extends TokenType ? V : ContractValues<Node[K], V>;
};

/** A compiled theme: every contract token resolved to a CSS value. */
export type ThemeValues = ContractValues;

/** Prefix of every CSS custom property of the contract. */
export const cssVarPrefix = 'lobby';

/** `['color', 'text', 'onAccent']` -> `lobby-color-text-on-accent` (without the leading `--`). */
export function cssVarName(path: readonly string[]): string {
  const kebab = path.map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase());
  return [cssVarPrefix, ...kebab].join('-');
}

export interface ContractToken {
  path: string[];
  type: TokenType;
}

/** Every token of the contract, in declaration order. */
export function contractTokens(node: ContractNode = contractShape, prefix: string[] = []): ContractToken[] {
  return Object.entries(node).flatMap(([key, child]) =>
    typeof child === 'string' ? [{ path: [...prefix, key], type: child }] : contractTokens(child, [...prefix, key]),
  );
}

/**
 * Foreground/background pairs that must stay legible, with the WCAG 2.2 minimum ratio:
 * 4.5 for body text (1.4.3), 3 for large text and for UI parts and focus indicators (1.4.11).
 */
export interface ContrastPair {
  foreground: string;
  background: string;
  minimum: 4.5 | 3;
  role: 'text' | 'large text' | 'ui';
}

const text = (foreground: string, background: string): ContrastPair => ({
  foreground,
  background,
  minimum: 4.5,
  role: 'text',
});
const ui = (foreground: string, background: string): ContrastPair => ({
  foreground,
  background,
  minimum: 3,
  role: 'ui',
});

export const contrastPairs: readonly ContrastPair[] = [
  text('color.text.primary', 'color.surface.base'),
  text('color.text.primary', 'color.surface.raised'),
  text('color.text.primary', 'color.surface.sunken'),
  text('color.text.primary', 'color.surface.overlay'),
  text('color.text.secondary', 'color.surface.base'),
  text('color.text.secondary', 'color.surface.raised'),
  text('color.text.secondary', 'color.surface.overlay'),
  text('color.text.link', 'color.surface.base'),
  text('color.text.link', 'color.surface.raised'),
  text('color.text.inverse', 'color.surface.inverse'),
  text('color.text.onAccent', 'color.accent.base'),
  text('color.text.onAccent', 'color.accent.hover'),
  text('color.text.onAccent', 'color.feedback.danger'),
  text('color.text.onAccent', 'color.feedback.dangerHover'),
  text('color.feedback.danger', 'color.surface.base'),
  text('color.feedback.success', 'color.surface.base'),
  text('color.feedback.warning', 'color.surface.base'),
  text('color.feedback.info', 'color.surface.base'),
  text('color.text.muted', 'color.surface.base'),
  text('color.text.muted', 'color.surface.raised'),
  ui('color.accent.base', 'color.surface.base'),
  ui('color.border.strong', 'color.surface.base'),
  ui('color.border.strong', 'color.surface.raised'),
  ui('color.focus.ring', 'color.surface.base'),
  ui('color.focus.ring', 'color.surface.raised'),
  ui('color.focus.ring', 'color.surface.overlay'),
];

/** Builds a contract-shaped object with `build(path, type)` at every token. */
export function mapContract<V>(build: (path: string[], type: TokenType) => V): ContractValues<typeof contractShape, V> {
  const visit = (node: ContractNode, prefix: string[]): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node).map(([key, child]) => {
        const path = [...prefix, key];
        return [key, typeof child === 'string' ? build(path, child) : visit(child, path)];
      }),
    );
  // Object.fromEntries forgets the keys; the walk mirrors contractShape, so the shape is exact.
  return visit(contractShape, []) as ContractValues<typeof contractShape, V>;
}
