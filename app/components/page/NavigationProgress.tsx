/**
 * A slim progress bar across the top while a navigation is under way (no spinner: the spinner
 * lives in the content area, see PageShell). It is only a picture: assistive technology hears the
 * same state from <main aria-busy> and its "Loading…" status, so the bar is hidden from it
 * (exposed, it was an unnamed progress bar outside every landmark).
 */
import { useNavigation } from "@remix-run/react";

export function NavigationProgress() {
  const navigation = useNavigation();
  return <div className="nav-progress" data-state={navigation.state} aria-hidden="true" />;
}
