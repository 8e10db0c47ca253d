import type { PageView } from '../../src/node/model/page-view';
import { t } from '../strings';
import { styled } from '@mui/material/styles';
import { CheckIcon, TranslateIcon } from './icons';
import { MenuLink, PopoverMenu } from './Menus';

/** The attribute of a language menu's link: the always-on script remembers the language it leads to. */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';

/**
 * The menu button's face: a translate icon, and the current language's name from `sm` up. On a
 * phone the name would take the product name's room in the app bar (the button's label says
 * the language to screen readers at any width).
 */
const ButtonFace = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  '& svg': { fontSize: '1.125rem' },
  '& .language-name': { display: 'none' },
  [theme.breakpoints.up('sm')]: { '& .language-name': { display: 'inline' } },
}));

/** Where the menu sits at the app bar's end; on a phone, its button is the icon alone, without the chevron. */
const Slot = styled('span')(({ theme }) => ({
  paddingInlineEnd: 12,
  '& > button > svg:last-child': { display: 'none' },
  [theme.breakpoints.up('sm')]: { paddingInlineEnd: 16, '& > button > svg:last-child': { display: 'inline-block' } },
}));

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
    <Slot>
      <PopoverMenu
        id="language-menu"
        label={`${t(view, 'appFrame.changeLanguage')}: ${current?.label ?? view.page.language}`}
        buttonText={
          <ButtonFace>
            <TranslateIcon />
            <span className="language-name">{current?.label ?? view.page.language}</span>
          </ButtonFace>
        }
      >
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
    </Slot>
  );
}
