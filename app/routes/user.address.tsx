/** The address book (features/account/AddressBookScreen.tsx): the list and the add/edit form. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { addressBookAction, loadAddressBook } from "~/features/account/address-book.server";
import { AddressBookScreen } from "~/features/account/AddressBookScreen";

export const loader = (args: LoaderFunctionArgs) => loadAddressBook(args);
export const action = (args: ActionFunctionArgs) => addressBookAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userAddress" };

export default function Screen() {
  return <AddressBookScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
