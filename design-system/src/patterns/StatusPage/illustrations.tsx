import type { ReactNode } from 'react';
import type { StatusPageKind } from './kinds';

// Simple line drawings in the accent colour (currentColor), decorative: the heading says it all.
const drawings: Record<StatusPageKind, ReactNode> = {
  maintenance: (
    <>
      <path d="M40 120h120" />
      <path d="M70 120V70l30-20 30 20v50" />
      <path d="M118 34l18 18-44 44-18-18z" />
      <path d="M74 78l-14 14" />
    </>
  ),
  blocked: (
    <>
      <circle cx="100" cy="72" r="44" />
      <path d="M69 41l62 62" />
    </>
  ),
  // A link whose chain is broken: the address is not the site's.
  invalidUrl: (
    <>
      <path d="M86 82l-14 14a18 18 0 01-26-26l14-14" />
      <path d="M114 58l14-14a18 18 0 0126 26l-14 14" />
      <path d="M84 56l-8-14M100 50V34M116 56l8-14" />
      <path d="M84 84l-8 14M100 90v16M116 84l8 14" />
    </>
  ),
  error: (
    <>
      <path d="M100 24l52 92H48z" />
      <path d="M100 56v30M100 98v4" />
    </>
  ),
  notFound: (
    <>
      <circle cx="88" cy="64" r="32" />
      <path d="M111 87l34 34" />
      <path d="M76 56l24 16M100 56L76 72" />
    </>
  ),
};

/** The picture of a status page. */
export function StatusIllustration({ kind, className }: { kind: StatusPageKind; className: string }) {
  return (
    <svg
      viewBox="0 0 200 140"
      fill="none"
      stroke="currentColor"
      strokeWidth="6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {drawings[kind]}
    </svg>
  );
}
