/**
 * A slim progress bar across the top while a navigation is under way (no spinner: the spinner
 * lives in the content area, see PageShell), announced to assistive technology as busy.
 */
import { useNavigation } from "@remix-run/react";

export function NavigationProgress() {
  const navigation = useNavigation();
  const active = navigation.state !== "idle";
  return (
    <div
      className="nav-progress"
      data-state={navigation.state}
      role="progressbar"
      aria-hidden={!active}
      aria-valuetext={navigation.state}
    />
  );
}
