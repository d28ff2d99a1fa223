/**
 * The words of the printable door list (issue 39, item 6) in each language BrandKit writes, written for the
 * staff at an event's door: its title, its column titles, the totals, the page numbers and the time the list was
 * made. One table keyed by the registered languages (docs/languages.md): a language added to the registry and
 * missing here does not type-check. Counts take their plural form from Intl.PluralRules (`countIn`).
 */
import { fillWords } from "../guide/guide-words.ts";
import { baseLanguage, type WrittenLanguage } from "../languages/language.ts";
import type { CopyLanguage } from "../languages/registry.ts";

/**
 * A count's words by its plural category in the language (Intl.PluralRules), each with {count}; "=0" is an
 * exact zero where the language says "no guests" rather than "0 guests". A category left out falls to `other`.
 */
export type PluralWords = Partial<Record<Intl.LDMLPluralRule | "=0", string>> & { other: string };

export type DoorListWords = {
  /** The list's title, above the event's name: "Door list". */
  title: string;
  /** The column of the guests' names. */
  name: string;
  /** The column of how many people each guest brings in all, the guest included. */
  party: string;
  /** The column of the guest's companions, by name. */
  with: string;
  /** Said instead of the rows when nobody is going yet. */
  nobodyYet: string;
  /** How many guests (answers) are on the list: "42 guests". */
  guests: PluralWords;
  /** How many people they are in all: "97 people". */
  people: PluralWords;
  /** The head's totals line, with {guests} and {people}: "42 guests · 97 people". */
  totals: string;
  /** The footer's page number, with {page} and {pages}: "Page 2 of 12". */
  pageOf: string;
  /** When the list was made, with {time}: "As of 4 May 2026, 11:30". */
  asOf: string;
  /** Between two companions' names: ", " in English, "、" in Japanese. */
  listSeparator: string;
};

/** The door list's words, by registered language. */
export const DOOR_LIST_WORDS: Readonly<Record<CopyLanguage, DoorListWords>> = {
  en: {
    title: "Door list",
    name: "Name",
    party: "Party",
    with: "With",
    nobodyYet: "Nobody is on the list yet.",
    guests: { one: "{count} guest", other: "{count} guests" },
    people: { one: "{count} person", other: "{count} people" },
    totals: "{guests} · {people}",
    pageOf: "Page {page} of {pages}",
    asOf: "As of {time}",
    listSeparator: ", ",
  },
  es: {
    title: "Lista de acceso",
    name: "Nombre",
    party: "Personas",
    with: "Acompañantes",
    nobodyYet: "Todavía no hay nadie en la lista.",
    guests: { one: "{count} invitado", other: "{count} invitados" },
    people: { one: "{count} persona", other: "{count} personas" },
    totals: "{guests} · {people}",
    pageOf: "Página {page} de {pages}",
    asOf: "Actualizada: {time}",
    listSeparator: ", ",
  },
  fr: {
    title: "Liste d'entrée",
    name: "Nom",
    party: "Pers.",
    with: "Accompagnants",
    nobodyYet: "Personne n'est encore inscrit.",
    guests: { "=0": "aucun invité", one: "{count} invité", other: "{count} invités" },
    people: { "=0": "aucune personne", one: "{count} personne", other: "{count} personnes" },
    totals: "{guests} · {people}",
    pageOf: "Page {page} sur {pages}",
    asOf: "État au {time}",
    listSeparator: ", ",
  },
  de: {
    title: "Einlassliste",
    name: "Name",
    party: "Pers.",
    with: "Begleitung",
    nobodyYet: "Noch niemand auf der Liste.",
    guests: { one: "{count} Gast", other: "{count} Gäste" },
    people: { one: "{count} Person", other: "{count} Personen" },
    totals: "{guests} · {people}",
    pageOf: "Seite {page} von {pages}",
    asOf: "Stand: {time}",
    listSeparator: ", ",
  },
  pt: {
    title: "Lista de entrada",
    name: "Nome",
    party: "Pessoas",
    with: "Acompanhantes",
    nobodyYet: "Ainda não há ninguém na lista.",
    guests: { "=0": "nenhum convidado", one: "{count} convidado", other: "{count} convidados" },
    people: { "=0": "nenhuma pessoa", one: "{count} pessoa", other: "{count} pessoas" },
    totals: "{guests} · {people}",
    pageOf: "Página {page} de {pages}",
    asOf: "Atualizada em {time}",
    listSeparator: ", ",
  },
  it: {
    title: "Lista ingressi",
    name: "Nome",
    party: "Persone",
    with: "Accompagnatori",
    nobodyYet: "Ancora nessuno in lista.",
    guests: { one: "{count} ospite", other: "{count} ospiti" },
    people: { one: "{count} persona", other: "{count} persone" },
    totals: "{guests} · {people}",
    pageOf: "Pagina {page} di {pages}",
    asOf: "Aggiornata al {time}",
    listSeparator: ", ",
  },
  nl: {
    title: "Deurlijst",
    name: "Naam",
    party: "Pers.",
    with: "Gezelschap",
    nobodyYet: "Er staat nog niemand op de lijst.",
    guests: { one: "{count} gast", other: "{count} gasten" },
    people: { one: "{count} persoon", other: "{count} personen" },
    totals: "{guests} · {people}",
    pageOf: "Pagina {page} van {pages}",
    asOf: "Bijgewerkt op {time}",
    listSeparator: ", ",
  },
  ja: {
    title: "受付名簿",
    name: "お名前",
    party: "人数",
    with: "同伴者",
    nobodyYet: "まだ登録者はいません。",
    guests: { other: "{count}組" },
    people: { other: "計{count}名" },
    totals: "{guests}（{people}）",
    pageOf: "{page} / {pages} ページ",
    asOf: "{time} 時点",
    listSeparator: "、",
  },
  zh: {
    title: "签到名单",
    name: "姓名",
    party: "人数",
    with: "同行人",
    nobodyYet: "名单上还没有人。",
    guests: { other: "{count} 位宾客" },
    people: { other: "共 {count} 人" },
    totals: "{guests}，{people}",
    pageOf: "第 {page} 页，共 {pages} 页",
    asOf: "截至 {time}",
    listSeparator: "、",
  },
  ko: {
    title: "입장 명단",
    name: "이름",
    party: "인원",
    with: "동반인",
    nobodyYet: "아직 명단에 아무도 없습니다.",
    guests: { other: "{count}팀" },
    people: { other: "총 {count}명" },
    totals: "{guests}, {people}",
    pageOf: "{page}쪽 / 총 {pages}쪽",
    asOf: "{time} 기준",
    listSeparator: ", ",
  },
  ar: {
    title: "قائمة الدخول",
    name: "الاسم",
    party: "العدد",
    with: "المرافقون",
    nobodyYet: "لا أحد في القائمة بعد.",
    guests: {
      zero: "لا ضيوف",
      one: "ضيف واحد",
      two: "ضيفان",
      few: "{count} ضيوف",
      many: "{count} ضيفًا",
      other: "{count} ضيف",
    },
    people: {
      zero: "لا أشخاص",
      one: "شخص واحد",
      two: "شخصان",
      few: "{count} أشخاص",
      many: "{count} شخصًا",
      other: "{count} شخص",
    },
    totals: "{guests} · {people}",
    pageOf: "الصفحة {page} من {pages}",
    asOf: "آخر تحديث: {time}",
    listSeparator: "، ",
  },
  hi: {
    title: "प्रवेश सूची",
    name: "नाम",
    party: "लोग",
    with: "साथ में",
    nobodyYet: "सूची में अभी कोई नहीं है।",
    guests: { other: "{count} मेहमान" },
    people: { one: "{count} व्यक्ति", other: "{count} लोग" },
    totals: "{guests} · {people}",
    pageOf: "{pages} में से पृष्ठ {page}",
    asOf: "{time} तक की स्थिति",
    listSeparator: ", ",
  },
  ru: {
    title: "Список на входе",
    name: "Имя",
    party: "Чел.",
    with: "Сопровождающие",
    nobodyYet: "В списке пока никого нет.",
    guests: { one: "{count} гость", few: "{count} гостя", many: "{count} гостей", other: "{count} гостя" },
    people: {
      one: "{count} человек",
      few: "{count} человека",
      many: "{count} человек",
      other: "{count} человека",
    },
    totals: "{guests} · {people}",
    pageOf: "Страница {page} из {pages}",
    asOf: "По состоянию на {time}",
    listSeparator: ", ",
  },
};

/** The door list's words in `language` (its registered language's). */
export function doorListWordsFor(language: WrittenLanguage): DoorListWords {
  return DOOR_LIST_WORDS[baseLanguage(language)];
}

/** `count` with its words in the plural form `language` gives it: "1 guest", "42 guests", "3 гостя". */
export function countIn(words: PluralWords, count: number, language: WrittenLanguage): string {
  const category = new Intl.PluralRules(language).select(count);
  const pattern = (count === 0 ? words["=0"] : undefined) ?? words[category] ?? words.other;
  return fillWords(pattern, { count: new Intl.NumberFormat(language).format(count) });
}
