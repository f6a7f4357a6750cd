/**
 * The icon before an exam's name in the admin list, chosen by keywords in the name (admin spec §2), checked
 * in this order, without regard to case; anything else gets the default.
 */
const RULES: Array<{ keywords: string[]; icon: string; kind: string }> = [
  { keywords: ['ssc'], icon: '📝', kind: 'ssc' },
  { keywords: ['rrb'], icon: '🚆', kind: 'rrb' },
  { keywords: ['bank'], icon: '🏦', kind: 'bank' },
  { keywords: ['upsc'], icon: '🏛️', kind: 'upsc' },
  { keywords: ['defence'], icon: '🎖️', kind: 'defence' },
  { keywords: ['engineering', 'jee'], icon: '⚙️', kind: 'engineering' },
  { keywords: ['medical', 'neet'], icon: '🩺', kind: 'medical' },
];

export const DEFAULT_EXAM_ICON = { icon: '📚', kind: 'default' };

export function examIcon(examName: string | null | undefined): { icon: string; kind: string } {
  const name = (examName ?? '').toLowerCase();
  const rule = RULES.find(({ keywords }) => keywords.some((keyword) => name.includes(keyword)));
  return rule ? { icon: rule.icon, kind: rule.kind } : DEFAULT_EXAM_ICON;
}
