import { createContext, useContext, type ReactNode } from 'react';

/*
 * The header's Change Password and Logout controls belong to the auth feature, while the header
 * is shared by every feature. The app fills this slot, so no feature imports another.
 */
const AccountActionsContext = createContext<ReactNode>(null);

export function AccountActionsProvider({
  actions,
  children,
}: {
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <AccountActionsContext.Provider value={actions}>{children}</AccountActionsContext.Provider>
  );
}

export function useAccountActions(): ReactNode {
  return useContext(AccountActionsContext);
}
