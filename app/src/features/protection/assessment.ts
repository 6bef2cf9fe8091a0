/**
 * The safer-gambling page's self-assessment (issue 17, item 5): a few yes/no statements after the
 * Problem Gambling Severity Index's items, counted in the page. Nothing is sent or stored.
 */
export const assessmentQuestions = ['afford', 'more', 'chase', 'borrow', 'guilt'] as const;

export type AssessmentResult = 'low' | 'some' | 'high';

/** None ticked: low; one or two: some risk; three or more: several signs (talk to someone). */
export function resultOf(ticked: number): AssessmentResult {
  return ticked === 0 ? 'low' : ticked < 3 ? 'some' : 'high';
}
