import { Button, ConfigProvider, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { giveTokens } from '../app/theme-tokens';

type ButtonLinkProps = Omit<ButtonProps, 'href'> & {
  to: string;
  /** A browser navigation to the server (e.g. /api/login) instead of a client-side route change. */
  external?: boolean;
  /** History state for the target route (e.g. which tab to open). */
  state?: unknown;
};

/** An antd Button rendered as a real link (<a href>), navigating client-side for app routes. */
export function ButtonLink({ to, external, state, onClick, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (external || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to, state === undefined ? undefined : { state });
  };
  return <Button {...props} href={to} onClick={handleClick} />;
}

const giveTheme = { token: giveTokens };

/** The warm accent for calls to give (gold), on the same antd Button. */
export function GiveButtonLink(props: ButtonLinkProps) {
  return (
    <ConfigProvider theme={giveTheme}>
      <ButtonLink type="primary" {...props} />
    </ConfigProvider>
  );
}
