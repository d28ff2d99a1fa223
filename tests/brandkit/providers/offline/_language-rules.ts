/**
 * What the per-language copy-lint looks for, written independently of the phrase banks: the English words that
 * give away a mixed-language kit, each language's words for a day relative to today, and the phrases that invite
 * (which copy for an event already past must never use).
 */
import type { CopyLanguage } from "../../../../brandkit/languages/mod.ts";

/** English function words and stock phrases, as whole words; none belongs in copy that is not English. */
export const ENGLISH_WORDS =
  /(?<![\p{L}\p{M}])(the|and|for|with|your|join|us|our|you|save|get|tonight|tomorrow|this|from)(?![\p{L}\p{M}])/giu;

/** Words that say when the event is relative to today: only true on the day, the day before, or 2-6 days ahead. */
export type RelativeWords = { today: RegExp; tomorrow: RegExp; week: RegExp };

const word = (source: string) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${source})(?![\\p{L}\\p{M}])`, "iu");
const anywhere = (source: string) => new RegExp(source, "u");
const weekdays = {
  fr: "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche",
  es: "lunes|martes|miércoles|jueves|viernes|sábado|domingo",
  de: "Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag",
  pt: "segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado|domingo",
  it: "lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica",
  nl: "maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag",
  ar: "الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت|الأحد",
  hi: "सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार",
  ru: "понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье",
};

export const RELATIVE_WORDS: Readonly<Record<CopyLanguage, RelativeWords>> = {
  en: {
    today: word("tonight|today|tonight's|today's"),
    tomorrow: word("tomorrow|one more sleep"),
    week: word("(this|next) (mon|tues|wednes|thurs|fri|satur|sun)day|this week(end)?"),
  },
  fr: {
    today: word("ce soir|aujourd[’']hui"),
    tomorrow: word("demain"),
    week: word(`(ce|cette) (${weekdays.fr}|semaine)|(${weekdays.fr}) prochain`),
  },
  es: {
    today: word("esta noche|hoy"),
    tomorrow: word("mañana"),
    week: word(`(este|el próximo) (${weekdays.es})|esta semana`),
  },
  de: {
    today: word("heute"),
    tomorrow: word("morgen"),
    week: word(`(diesen|nächsten) (${weekdays.de})|diese Woche`),
  },
  pt: {
    today: word("hoje"),
    tomorrow: word("amanhã"),
    week: word(`(neste|nesta|no próximo|na próxima) (${weekdays.pt})|esta semana`),
  },
  it: {
    today: word("oggi|stasera"),
    tomorrow: word("domani"),
    week: word(`(questo|questa) (${weekdays.it})|(${weekdays.it}) prossim[oa]|questa settimana`),
  },
  nl: {
    today: word("vandaag|vanavond"),
    tomorrow: word("morgen|morgenavond"),
    week: word(`(aanstaande|volgende week) (${weekdays.nl})|deze week`),
  },
  ja: { today: anywhere("今夜|今日|本日|今晩"), tomorrow: anywhere("明日"), week: anywhere("今週|来週") },
  zh: { today: anywhere("今天|今晚"), tomorrow: anywhere("明天|明晚"), week: anywhere("本周|下周") },
  // "이번 주" (this week), not "이번 주제" (this topic): no Hangul syllable may follow.
  ko: {
    today: anywhere("오늘"),
    tomorrow: anywhere("내일"),
    week: anywhere("(이번|다음) 주(?![\\uAC00-\\uD7A3])"),
  },
  ar: {
    today: word("اليوم|الليلة"),
    tomorrow: word("غدًا|غدا|الغد"),
    week: word(`هذا (${weekdays.ar})|(${weekdays.ar}) المقبل|هذا الأسبوع`),
  },
  hi: {
    today: word("आज"),
    tomorrow: word("कल"),
    week: word(`(इस|अगले) (${weekdays.hi})|इस हफ़्ते`),
  },
  ru: {
    today: word("сегодня"),
    tomorrow: word("завтра"),
    week: word(`в (этот|эту|это|следующий|следующую|следующее) (${weekdays.ru})|на этой неделе`),
  },
};

/** Phrases that invite people to come: copy for an event already past must use none of them. */
export const INVITE_PHRASES: Readonly<Record<CopyLanguage, RegExp>> = {
  en: word(
    "save your (spot|seat|place)|(get|grab) (your )?(tickets|spot)|join us|something good is coming|register|rsvp|reserve your|see you|don't miss|coming soon|save the date|kindly reply",
  ),
  fr: word(
    "réservez votre place|ne manquez pas|rendez-vous (le|ce|à)|on vous attend|inscrivez-vous|billets|confirme[rz] votre présence|ça se prépare|réservez la date",
  ),
  es: word(
    "reserva tu sitio|no te (lo )?pierdas|te esperamos|nos vemos|inscríbete|entradas|confirma tu asistencia|se viene|reserva la fecha",
  ),
  de: word(
    "sichert euch|verpasst|wir sehen uns|freut euch|meldet euch|tickets|um antwort|da kommt was|merkt euch den termin",
  ),
  pt: word(
    "garanta o seu lugar|não (falte|perca)|marque presença|apareça|inscreva-se|entradas|confirme a sua presença|vem aí|reserve a data|encontro marcado",
  ),
  it: word(
    "prenota il tuo posto|non mancare|non perder|ti aspettiamo|ci vediamo|iscriviti|biglietti|conferma la tua presenza|sta per arrivare|segna la data",
  ),
  nl: word(
    "reserveer je plek|mis het|we zien je|meld je|tickets|laat je even weten|er komt iets|noteer de datum|wees erbij",
  ),
  ja: anywhere(
    "お席はお早めに|お待ちしております|お会いしましょう|お申し込み|チケット|ご出欠|まもなく開催|ぜひお越しください",
  ),
  zh: anywhere("预留你的位置|不见不散|等你|报名|门票|回复是否出席|即将登场|期待你的到来"),
  ko: anywhere("자리를 예약|에서 만나요|신청하세요|티켓|참석 여부|곧 찾아옵니다|와 주세요"),
  ar: anywhere("احجزوا|لا تفوّتوا|ننتظركم|نلقاكم|سجّلوا|التذاكر|تأكيد الحضور|قريبًا"),
  hi: anywhere("जगह अभी पक्की|ज़रूर आइए|मिलते हैं|पंजीकरण|टिकट|पुष्टि करें|जल्द ही"),
  ru: word(
    "забронируйте|не пропустите|ждём вас|ждёт вас|регистрируйтесь|билеты|подтвердите|уже скоро|сохраните дату",
  ),
};

/**
 * Booking lines: a spot to save, tickets to grab, a friend to bring along, as the shared caption lines and the
 * voices say them. Guests invited one by one (a wedding, a birthday, a children's party, a memorial) are told
 * none of them, in any language: a child invited to a party does not bring friends.
 */
export const BOOKING_PHRASES: Readonly<Record<CopyLanguage, RegExp>> = {
  en: word(
    "save your (spot|seat|place)|(get|grab) your (tickets|spot)|the friend you're bringing|bring a friend|reserve your (spot|seat)",
  ),
  fr: word(
    "réservez votre place|prenez vos billets|la personne qui vous accompagnera|qui vient avec vous|amenez un(e)? ami|amenez les copains",
  ),
  es: word("reserva tu (sitio|lugar|plaza)|quien vendrá contigo|compra tus entradas|trae a un amigo"),
  de: word("sichert euch euren platz|wen ihr mitbringt|holt euch tickets|bringt eure freunde mit"),
  pt: word("garanta o seu lugar|quem não pode faltar|compre já a sua entrada|traga um amigo"),
  it: word("prenota il tuo posto|chi verrà con te|prendi i biglietti|porta un amico"),
  nl: word("reserveer je plek|wie er met je meegaat|koop je tickets|neem een vriend"),
  ja: anywhere("一緒に行く友だち|お友だちを誘って|お席を確保|お席はお早めに|チケットをゲット"),
  zh: anywhere("预留你的位置|要带去的朋友|抢票"),
  ko: anywhere("자리를 예약|함께 갈 친구"),
  ar: anywhere("احجزوا أماكنكم|من سيأتي معكم"),
  hi: anywhere("अपनी जगह अभी पक्की|जिसे साथ ला रहे हैं|दोस्तों को साथ लाइए"),
  ru: word("забронируйте место|кто пойдёт с вами|возьмите друга"),
};

/**
 * Party lines: what cheers a night out once it is over ("it was the best!", "what a night", "relive the best
 * moments"). A solemn occasion (a memorial, a service) is thanked for without them, in any language.
 */
export const PARTY_PHRASES: Readonly<Record<CopyLanguage, RegExp>> = {
  en: word("that's a wrap|what a (time|night|day)|relive the best|it was the best|one for the memory books"),
  fr: word("quel moment|quelle soirée|c’était magique|revivez les meilleurs|c’est fini, mais|encore bravo"),
  es: word("qué momento|qué noche|fue increíble|revive los mejores|se acabó"),
  de: word("was für ein (erlebnis|tag|abend)|das war großartig|die schönsten momente|vorbei, aber"),
  pt: word("que momento|que noite|foi incrível|foi mágico|reviva os melhores|que grande momento"),
  it: word("che momento|che serata|è stato fantastico|rivivi i momenti|è finita, ma"),
  nl: word("wat een (moment|dag|avond)|het was geweldig|beleef de mooiste|voorbij, maar"),
  ja: anywhere("最高|魔法のような|名場面|無事終了しました！"),
  zh: anywhere("太精彩|精彩瞬间|圆满落幕"),
  ko: anywhere("최고였어요|최고의 순간|명장면|즐거웠습니다|성황리에"),
  ar: anywhere("يا لها من لحظات|كان رائعًا|أجمل اللحظات|أجمل لحظات"),
  hi: anywhere("क्या पल थे|बहुत शानदार रहा|सबसे खूबसूरत पलों"),
  ru: word("какие моменты|это было потрясающе|вот это было событие|лучшие моменты|время пролетело"),
};
