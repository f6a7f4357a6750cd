import type { ComponentPropsWithoutRef } from 'react';

type CardTag = 'div' | 'section' | 'article' | 'li' | 'nav' | 'aside';

type CardProps<Tag extends CardTag> = { as?: Tag } & ComponentPropsWithoutRef<Tag>;

// The look lives in global.css (`.card`): the timed-test screens still use it by class name, and a link that
// is a card (a tile of a directory) takes cardClass() rather than nesting an <a> in a box.
export const cardClass = (className?: string) => (className ? `card ${className}` : 'card');

/** A white, framed, rounded box; `as` names the element it is (a list item, a section, an article...). */
export function Card<Tag extends CardTag = 'div'>({ as, className, ...rest }: CardProps<Tag>) {
  // Every CardTag takes a div's attributes and more; the caller's props were checked against its own tag above.
  const Element = (as ?? 'div') as 'div';
  return <Element className={cardClass(className)} {...(rest as ComponentPropsWithoutRef<'div'>)} />;
}
