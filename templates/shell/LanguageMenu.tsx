import type { PageView } from '../../src/node/model/page-view';
import { t } from '../strings';
import { CheckIcon } from './icons';
import { MenuLink, PopoverMenu } from './Menus';

/** The attribute of a language menu's link: the always-on script remembers the language it leads to. */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';

/**
 * The app bar's language menu: this page in each language the site shows it in (a fallback
 * page where it has no translation), the current one marked. Rendered per page, beside the
 * shared app bar, since its links are the page's own. Nothing on a site with one language.
 */
export function LanguageMenu({ view }: { view: PageView }) {
  const languages = view.page.languages;
  if (languages.length < 2) return null;
  const current = languages.find((l) => l.code === view.page.language);
  return (
    <span style={{ paddingInlineEnd: 16 }}>
      <PopoverMenu id="language-menu" label={`${t(view, 'appFrame.changeLanguage')}: ${current?.label ?? view.page.language}`} buttonText={current?.label ?? view.page.language}>
        {languages.map((language) => (
          <li key={language.code}>
            <MenuLink
              href={language.url}
              lang={language.code}
              hrefLang={language.code}
              aria-current={language.code === view.page.language ? 'true' : undefined}
              {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: language.code }}
            >
              <span>{language.label}</span>
              {language.code === view.page.language && <CheckIcon className="menu-check" />}
            </MenuLink>
          </li>
        ))}
      </PopoverMenu>
    </span>
  );
}
