import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import * as stories from './search-box.stories.tsx';

const { Typed, Unsearchable, Phone, PhoneOpened, PhoneUnsearchable } = composeStories(stories);

const field = () => screen.getByRole('searchbox', { name: '搜尋考古題內容' });
const opener = () => screen.getByRole('button', { name: '搜尋考古題內容' });

/** The field's accessible description: the texts its aria-describedby names. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('SearchBox at desktop width', () => {
  it('searches on Enter and empties the box with 清除搜尋文字', async () => {
    const user = userEvent.setup();
    const { onSubmit, onChange } = renderWithSpies(Typed, 'onSubmit', 'onChange');
    await user.type(field(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '清除搜尋文字' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('says why a query cannot be searched for, as the field’s own error', () => {
    renderStory(Unsearchable, <Unsearchable />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field())).toBe('請輸入要搜尋的文字');
  });
});

describe('SearchBox on a phone', () => {
  it('opens from 🔍 with the cursor in the field, and 關閉搜尋 closes it back to 🔍, keeping the text', async () => {
    const user = userEvent.setup();
    const { onChange, onSubmit } = renderWithSpies(Phone, 'onChange', 'onSubmit');
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.click(opener());
    expect(document.activeElement).toBe(field());
    await user.keyboard('a{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('a');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: '關閉搜尋' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).toBe(opener());
    expect(onChange).not.toHaveBeenCalledWith('');
  });

  it('closes on Escape without emptying what was typed, and opens again with it', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWithSpies(PhoneOpened, 'onChange');
    expect(document.activeElement).toBe(field());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).toBe(opener());
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(field()).toHaveProperty('value', 'AVL 旋轉');
  });

  it('says why a query cannot be searched for there too', () => {
    renderStory(PhoneUnsearchable, <PhoneUnsearchable />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field())).toBe('請輸入要搜尋的文字');
  });
});
