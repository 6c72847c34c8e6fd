import { Typography } from '@mantine/core';
import 'katex/dist/katex.min.css';
import { memo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import classes from './exam-markdown.module.css';
import { displayDoubleDollarMath, focusableWideBlocks, highlightCode } from './markdown-plugins.ts';

const remarkPlugins: Options['remarkPlugins'] = [remarkMath, displayDoubleDollarMath];
// A formula the model got wrong is shown in red as written rather than losing the whole question. Sizes the
// formula sets itself (\rule, \kern, \Huge …) stop at 10 em and macros expand a bounded number of times, so no
// formula outgrows the page or the tab.
const rehypePlugins: Options['rehypePlugins'] = [
  [rehypeKatex, { throwOnError: false, maxSize: 10, maxExpand: 500 }],
  highlightCode,
  focusableWideBlocks,
];

const components: Components = {
  // A link in an exam leads away from it: it opens beside the exam, and the other site gets no handle on it.
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  // An image is never fetched: a remote one would tell its server who reads the text and when (answers are
  // written by anyone). Its description is shown in its place.
  img: ({ alt }) => <span className={classes.image}>{alt ? `〔圖片：${alt}〕` : '〔圖片〕'}</span>,
};

export interface ExamMarkdownRendererProps {
  /** The Markdown: LaTeX between `$` or `$$`, fenced code. Required, no default. */
  children: string;
}

/**
 * Exam text as the student reads it: math typeset, code highlighted. Raw HTML in it is dropped rather than
 * rendered, unsafe link targets (`javascript:` and the like) are removed, images are not loaded, and KaTeX's
 * `\href` and `\url` stay untrusted (shown as text), since the text comes from a model or from any reader.
 * Drawn again only when the text changes: parsing, typesetting and highlighting are costly (a question's
 * answers are drawn again at every vote on one of them).
 */
export const ExamMarkdownRenderer = memo(function ExamMarkdownRenderer({
  children,
}: ExamMarkdownRendererProps) {
  return (
    <Typography className={classes.markdown}>
      <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components} skipHtml>
        {children}
      </Markdown>
    </Typography>
  );
});
