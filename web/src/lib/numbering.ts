/** The anchor of the question at `index` (0-based) on its topic's page (an FAQ, a programming topic). */
export const questionAnchor = (index: number) => `question-${index}`;

/** '01', '02', … for the numbered featured cards of a list page. */
export const cardNumber = (index: number) => String(index + 1).padStart(2, '0');
