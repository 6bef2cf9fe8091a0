import type { ChallengeCallbacks, ChallengeWidget } from './ChallengeField';

/**
 * A stand-in of a hosted challenge for unit tests: a "I am human" button drawn into the field's box
 * that answers `token-1`, `token-2`, ... and handles to expire or fail the drawn widget.
 */
export function testWidget() {
  let solvedCount = 0;
  let current: ChallengeCallbacks | undefined;
  const drawn = { count: 0, removed: 0 };
  const widget: ChallengeWidget = (element, callbacks) => {
    drawn.count += 1;
    current = callbacks;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'I am human';
    button.addEventListener('click', () => callbacks.solved(`token-${++solvedCount}`));
    element.append(button);
    return () => {
      drawn.removed += 1;
      button.remove();
    };
  };
  return {
    widget,
    drawn,
    expire: () => current?.expired(),
    fail: () => current?.failed(),
  };
}
