import { ActionIcon, Text } from '@mantine/core';
import { htmlLangs, type Locale } from '@pastexam/api-contract/locales';
import { useLocale, useT } from '../i18n/locale-provider.tsx';

/** What the switch shows of the language it leads to: its own short name, in its own script. */
const shortNames: Record<Locale, string> = { 'zh-TW': '中', en: 'EN' };

/**
 * 中文 / English: one button, the size of the theme switch, naming the other language in that language (its
 * accessible name is English in zh-TW and 中文 in English, marked with that language), so whoever cannot read
 * the page still finds the way to the one they can.
 */
export function LanguageSwitch({ onChange }: { onChange: (locale: Locale) => void }) {
  const locale = useLocale();
  const t = useT();
  const other: Locale = locale === 'en' ? 'zh-TW' : 'en';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      lang={htmlLangs[other]}
      aria-label={t('language.switchTo')}
      title={t('language.switchTo')}
      onClick={() => onChange(other)}
    >
      <Text component="span" size="sm" fw={600} aria-hidden>
        {shortNames[other]}
      </Text>
    </ActionIcon>
  );
}
