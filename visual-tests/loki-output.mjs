// Reads what Loki's verbose renderer prints (one line per story), so that run-loki.mjs can tell a
// screenshot that differs from one that failed for another reason, and re-run only the stories
// that failed.

const failLine = /^FAIL ([^:]+): (.*)$/;
const differsMessage = /^Screenshot differs from reference, see (.+\.png)$/;

/**
 * The failures of one Loki run. Each is `{ kind, story, message, difference? }`: the story's title
 * and name, Loki's message, and for a differing screenshot the path of its difference image.
 * `unattributed` holds failures of the run itself (a browser that did not start); Loki's own
 * summary lines ("Some tasks failed to run") are left out.
 */
export function parseLokiFailures(output) {
  const failures = [];
  const unattributed = [];
  for (const raw of output.split('\n')) {
    // Loki colours nothing in its verbose renderer, but a terminal may; strip escapes to be sure.
    // eslint-disable-next-line no-control-regex -- the escape character is what is matched
    const line = raw.replace(/\u001b\[[0-9;]*m/g, '').trim();
    const match = failLine.exec(line);
    if (!match) continue;
    const [, id, message] = match;
    if (message === 'Some tasks failed to run') continue;
    // "<target>/<configuration>/<title, which may hold slashes>/<story name>"
    const parts = id.split('/');
    if (parts.length < 4) {
      unattributed.push(line);
      continue;
    }
    const difference = differsMessage.exec(message)?.[1];
    failures.push({
      kind: parts.slice(2, -1).join('/'),
      story: parts.at(-1),
      message,
      ...(difference ? { difference } : {}),
    });
  }
  return { failures, unattributed };
}

const escapeRegExp = (text) => text.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');

/** A `--storiesFilter` for Loki that matches exactly these stories ("<title> <name>"). */
export function storiesFilter(stories) {
  return `^(${stories.map(({ kind, story }) => escapeRegExp(`${kind} ${story}`)).join('|')})$`;
}
