/** What a screen reader names an article: its title. */
export const titleOf = (article: HTMLElement) =>
  document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent;
