import { Box, Button } from '@mantine/core';
import { htmlLangs, type Locale } from '@pastexam/api-contract/locales';
import { IconLanguage } from '@tabler/icons-react';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import { PHONE_BREAKPOINT } from '../theme/theme.ts';

/** The language a switch offers: the other one, named in itself (English in zh-TW, 中文 in English). */
export function useOtherLanguage() {
  const locale = useLocale();
  const t = useT();
  const other: Locale = locale === 'en' ? 'zh-TW' : 'en';
  return { other, name: t('language.switchTo'), lang: htmlLangs[other] };
}

/**
 * 中文 / English: one button naming the other language in that language, marked with that language, so whoever
 * cannot read the page still finds the way to the one they can; it stands as tall as the theme switch beside it.
 * On a phone a guest's bar shows the language icon under the same name (the word leaves the title no room), and
 * a signed-in user's bar leaves it to the 選單 menu (`inMenuOnPhone`), as it does 登出.
 */
export function LanguageSwitch({
  onChange,
  inMenuOnPhone,
}: {
  onChange: (locale: Locale) => void;
  inMenuOnPhone: boolean;
}) {
  const { other, name, lang } = useOtherLanguage();
  return (
    <Button
      variant="default"
      size="compact-md"
      h={34}
      px={8}
      lang={lang}
      aria-label={name}
      onClick={() => onChange(other)}
      visibleFrom={inMenuOnPhone ? PHONE_BREAKPOINT : undefined}
    >
      <Box component="span" visibleFrom={PHONE_BREAKPOINT}>
        {name}
      </Box>
      <Box component="span" hiddenFrom={PHONE_BREAKPOINT}>
        <IconLanguage size={20} aria-hidden />
      </Box>
    </Button>
  );
}
