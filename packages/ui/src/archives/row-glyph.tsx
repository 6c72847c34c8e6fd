import classes from './row-glyph.module.css';

/** The icons an archive row repeats in every row. */
export type RowGlyphName = 'eye' | 'download' | 'message' | 'pencil' | 'trash';

export interface RowGlyphProps {
  /** Which icon. Required, no default. */
  name: RowGlyphName;
  /** sm 14 px, md 16 px, lg 18 px. Default md. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * An icon of an archive row, in the text colour and hidden from screen readers, as a single element: a list of a
 * course's archives repeats its icons in every row, and Tabler's SVGs cost each three to six elements (an
 * administrator's scrolled list went past 1,600 elements).
 */
export function RowGlyph({ name, size = 'md' }: RowGlyphProps) {
  return <span className={classes.glyph} data-glyph={name} data-size={size} aria-hidden />;
}
