import { Menu, type MenuDropdownProps, type MenuProps } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

/**
 * Where a floating part of the page (a menu, a picker) is put: inside the page's <main>, so it sits in a landmark
 * as the rest of the page does; on a page without one, Mantine's shared node at the end of <body>.
 */
export function insideMain(): { target?: HTMLElement } {
  const main = typeof document === 'undefined' ? null : document.getElementById('main');
  return main ? { target: main } : {};
}

interface LazyMenuProps {
  /** The button that opens the menu (an ActionIcon); its own handlers are kept. */
  target: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
  position?: MenuProps['position'];
  dropdownProps?: MenuDropdownProps;
  children: ReactNode;
}

/**
 * A menu that mounts on its first click. A long list (a timeline's messages, a board's cards) then renders a plain
 * button per item instead of a Menu with its floating-ui machinery each, which made opening a room or a board slow.
 */
export function LazyMenu({ target, position, dropdownProps, children }: LazyMenuProps) {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!armed) return;
    // The Menu's button has replaced the plain one: focus it before opening, so closing returns the focus to it.
    targetRef.current?.focus();
    setOpened(true);
  }, [armed]);

  if (!armed) {
    return cloneElement(target, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: (event: MouseEvent<HTMLElement>) => {
        target.props.onClick?.(event);
        setArmed(true);
      },
    } as Partial<typeof target.props>);
  }
  return (
    <Menu opened={opened} onChange={setOpened} position={position} withinPortal portalProps={insideMain()}>
      <Menu.Target>{cloneElement(target, { ref: targetRef } as Partial<typeof target.props>)}</Menu.Target>
      <Menu.Dropdown {...dropdownProps}>{children}</Menu.Dropdown>
    </Menu>
  );
}
