import { Button } from '@mantine/core';
import { htmlLangs, type Locale } from '@pastexam/api-contract/locales';
import { useLocale, useT } from '../i18n/locale-provider.tsx';

/**
 * 中文 / English: one button naming the other language in that language (English in zh-TW, 中文 in English,
 * marked with that language), so whoever cannot read the page still finds the way to the one they can. Its text
 * is its accessible name; it stands as tall as the theme switch beside it.
 */
export function LanguageSwitch({ onChange }: { onChange: (locale: Locale) => void }) {
  const locale = useLocale();
  const t = useT();
  const other: Locale = locale === 'en' ? 'zh-TW' : 'en';
  return (
    <Button
      variant="default"
      size="compact-md"
      h={34}
      px={8}
      lang={htmlLangs[other]}
      onClick={() => onChange(other)}
    >
      {t('language.switchTo')}
    </Button>
  );
}
