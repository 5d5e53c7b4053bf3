import { type ComponentType, useRef, useState } from 'react';
import { LanguageButton } from './LanguageButton';
import type { LanguageMenuProps } from './LanguageMenu';

// antd's Dropdown and Menu (about 10 KB brotli) come when the visitor reaches for the switch, not with the page.
const loadMenu = () => import('./LanguageMenu').then((m) => m.LanguageMenu);

/**
 * The language switch of spec section 2 (zh_CN, zh_TW, en_US), saved under `project-locale`. The bare button shows
 * until pointed at, focused or clicked; the menu then takes it over, open at once when the button was clicked and
 * focused when it had the focus.
 */
export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const [loaded, setLoaded] = useState<{ Menu: ComponentType<LanguageMenuProps>; open: boolean; focus: boolean } | null>(null);
  const loading = useRef(false);
  const clicked = useRef(false);
  const button = useRef<HTMLButtonElement | HTMLAnchorElement>(null);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadMenu().then(
      (Menu) => setLoaded({ Menu, open: clicked.current, focus: document.activeElement === button.current }),
      () => {
        loading.current = false;
      },
    );
  };

  if (loaded) return <loaded.Menu block={block} openAtStart={loaded.open} focusAtStart={loaded.focus} />;
  return (
    <LanguageButton
      ref={button}
      block={block}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        clicked.current = true;
        load();
      }}
    />
  );
}
