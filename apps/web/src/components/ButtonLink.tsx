import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** Props of ButtonLink: an antd Button that is a real link to an in-app route. */
export type ButtonLinkProps = Omit<ButtonProps, 'href'> & { to: string };

/** An antd Button rendered as an anchor (new-tab friendly, read as a link) that navigates inside the SPA on a plain click. */
export function ButtonLink({ to, onClick, ...rest }: ButtonLinkProps) {
  const navigate = useNavigate();
  const handle = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...rest} href={to} onClick={handle} />;
}
