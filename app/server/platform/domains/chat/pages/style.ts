// The style sheet of the player's page and the staff console, served as a file (the pages' policy
// allows no inline style). Logical properties only (inline/block, start/end), so that the layout
// follows the page's direction; light and dark after the reader's setting; every text pair meets
// WCAG AA (white on the orange header: 5.2 to 1).
export const chatCss = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --text: #1f2328; --muted: #57606a; --line: #d0d7de; --accent: #c2410c; --focus: #1d4ed8;
  --mine: #ffedd5; --theirs: #eef1f4; --error: #b42318; --field: #ffffff; --field-line: #8c959f;
  --notice: #fff4e5; --selected: #fff7ed;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Thai', sans-serif;
  line-height: 1.4;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #14161c; --text: #f3f4f6; --muted: #b8bec9; --line: #343a46; --focus: #7cc4ff;
    --mine: #5a2a0c; --theirs: #262a33; --error: #ff9b8f; --field: #1f232c; --field-line: #6e7681;
    --notice: #3a2a12; --selected: #2b2118;
  }
}
[hidden] { display: none !important; }
html, body { block-size: 100%; }
body { margin: 0; display: flex; flex-direction: column; background: var(--bg); color: var(--text); }
.bar { background: var(--accent); color: #ffffff; padding-block: 0.75rem; padding-inline: 1rem; }
.bar h1 { margin: 0; font-size: 1.15rem; }
.bar p { margin-block: 0.15rem 0; margin-inline: 0; font-size: 0.85rem; }
.room { flex: 1; display: flex; flex-direction: column; min-block-size: 0; }
.empty { margin: 1rem; color: var(--muted); text-align: center; }
.log { flex: 1; min-block-size: 0; overflow-y: auto; display: flex; flex-direction: column; gap: 0.5rem;
  padding-block: 0.75rem; padding-inline: 1rem; }
.msg { max-inline-size: 85%; padding-block: 0.4rem; padding-inline: 0.75rem; border-radius: 0.9rem; }
.msg.mine { margin-inline-start: auto; background: var(--mine); border-end-end-radius: 0.2rem; }
.msg.theirs { margin-inline-end: auto; background: var(--theirs); border-end-start-radius: 0.2rem; }
.meta { margin: 0; font-size: 0.75rem; color: var(--muted); }
.who { font-weight: 600; }
.text { margin-block: 0.15rem 0; margin-inline: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.connection { margin: 0; padding-block: 0.4rem; padding-inline: 1rem; background: var(--notice); font-size: 0.85rem; }
.composer { display: grid; gap: 0.35rem; padding-block: 0.75rem; padding-inline: 1rem; border-block-start: 1px solid var(--line); }
.composer label { font-weight: 600; }
.row { display: flex; gap: 0.5rem; align-items: flex-end; }
textarea { flex: 1; min-inline-size: 0; max-block-size: 10rem; resize: vertical; font: inherit; color: inherit;
  background: var(--field); border: 1px solid var(--field-line); border-radius: 0.5rem;
  padding-block: 0.5rem; padding-inline: 0.6rem; }
textarea[aria-invalid='true'] { border-color: var(--error); }
button { font: inherit; font-weight: 700; color: #ffffff; background: var(--accent); border: 0; border-radius: 999px;
  padding-block: 0.55rem; padding-inline: 1.1rem; cursor: pointer; }
button[aria-disabled='true'] { opacity: 0.75; cursor: progress; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.hint { margin: 0; font-size: 0.8rem; color: var(--muted); }
.status { margin: 0; color: var(--error); font-size: 0.9rem; font-weight: 600; }
.status:empty { display: none; }
.staff .console { flex: 1; min-block-size: 0; display: grid; grid-template-columns: minmax(15rem, 22rem) 1fr; }
.conversations { min-block-size: 0; overflow-y: auto; border-inline-end: 1px solid var(--line); }
.staff h2 { margin-block: 0.75rem 0.5rem; margin-inline: 1rem; font-size: 1rem; }
.list { list-style: none; margin: 0; padding: 0; }
.item { display: grid; gap: 0.15rem; inline-size: 100%; text-align: start; font-weight: 400; color: inherit;
  background: transparent; border-radius: 0; border-block-end: 1px solid var(--line);
  border-inline-start: 4px solid transparent; padding-block: 0.6rem; padding-inline: 0.75rem 1rem; }
.item[aria-current='true'] { background: var(--selected); border-inline-start-color: var(--accent); }
.top { display: flex; justify-content: space-between; gap: 0.5rem; }
.name { font-weight: 700; }
.badge { font-size: 0.75rem; color: var(--muted); white-space: nowrap; }
.badge.due { color: #ffffff; background: var(--accent); border-radius: 999px; padding-inline: 0.5rem; }
.model { font-size: 0.8rem; color: var(--muted); }
.last { font-size: 0.85rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.thread { display: flex; flex-direction: column; min-block-size: 0; min-inline-size: 0; }
.about { margin-block: 0; margin-inline: 1rem; font-size: 0.85rem; color: var(--muted); }
@media (max-width: 40rem) {
  .staff .console { grid-template-columns: 1fr; grid-template-rows: minmax(8rem, 40%) 1fr; }
  .conversations { border-inline-end: 0; border-block-end: 1px solid var(--line); }
}
`;
