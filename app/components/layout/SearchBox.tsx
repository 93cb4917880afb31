/**
 * The head's search: a GET form to the search page (works without JavaScript) that, with
 * JavaScript, suggests products, articles and pages as the shopper types (an ARIA combobox:
 * arrow keys move, Enter opens, Escape closes). Below `sm` it takes a row of its own under the
 * head's other controls: squeezed beside them it shrank to an empty square.
 */
import { Form, useNavigate } from "@remix-run/react";
import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { useSuggestions } from "~/features/search/use-suggestions";

export function SearchBox() {
  const { t } = useTranslation();
  const links = useLinks();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(query);
  const showList = open && suggestions.length > 0;

  function choose(index: number) {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setOpen(false);
    navigate(links.detail(suggestion.type, suggestion.slug));
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      const count = suggestions.length;
      // -1 is the input itself; moving past either end wraps around through it.
      setActive((index) => {
        const next = index + step;
        return next < -1 ? count - 1 : next >= count ? -1 : next;
      });
    } else if (event.key === "Enter" && showList && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" && showList) {
      // The first Escape closes the suggestions; only a second one clears the search field.
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <Form
      method="get"
      action={links.path("/search")}
      role="search"
      aria-label={t("site.search")}
      className="shop-search relative order-last w-full min-w-0 sm:order-none sm:w-auto"
      onSubmit={() => setOpen(false)}
    >
      <label className="input w-full input-sm">
        <span className="sr-only">{t("site.search")}</span>
        <input
          type="search"
          name="q"
          maxLength={100}
          autoComplete="off"
          placeholder={t("site.searchPlaceholder")}
          className="grow"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            showList && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined
          }
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
      </label>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("search.suggestions")}
        hidden={!showList}
        className="menu absolute right-0 z-40 mt-1 w-80 max-w-[90vw] rounded-box bg-base-100 shadow"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.type}-${suggestion.slug}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
          >
            <button
              type="button"
              className={index === active ? "menu-active" : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              <span>{suggestion.text}</span>
              <span className="badge badge-ghost badge-sm">{t(`search.${suggestion.type}s`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Form>
  );
}
