/**
 * The words of a kit's own files in each copy language (issue 27, item 6: one language per kit, everywhere):
 * the headings and labels of the brand guide (brand-guide.pdf and brand-guide.md), its fixed dos and don'ts, the
 * headings of copy.txt and the print poster's subject line. The kit's copy is written in its language; these
 * are the words around it, so a kit in Japanese has a guide in Japanese. A language without a row gets English,
 * whose words are the files' as they always were. Data and small helpers only; browser-safe.
 */
import { ALT_TEXT_WORDS } from "./alt-text-words.ts";
import type { CanvasKind } from "../formats/formats.ts";
import { GUIDE_DONTS, GUIDE_DOS, type Swatch, swatchName } from "./guide.ts";
import { type CopyLanguage, copyLanguageOf } from "../languages/language.ts";

export type GuideWords = {
  /** The guide's title, with {name}: "Neon Nights: brand guide". */
  guideTitle: string;
  /** "Brand guide": the cover's kicker (in capitals), the footers, the Markdown's fifth section. */
  brandGuide: string;
  /** What marks the selected name option: "(selected)" in copy.txt and the Markdown, in capitals in the PDF. */
  selected: string;
  /** copy.txt's heading (in capitals) and the Markdown's first section. */
  eventNameOptions: string;
  /** The PDF's label of the name options. */
  nameOptions: string;
  headline: string;
  tagline: string;
  description: string;
  /** copy.txt's heading (in capitals) and the Markdown's third section. */
  socialMediaCaptions: string;
  /** The PDF's label of the captions. */
  socialCaptions: string;
  /** The Markdown's second and fourth sections. */
  brandCopy: string;
  eventGraphics: string;
  /** Where no graphic was made yet. */
  notGenerated: string;
  /** The PDF's second page: "Colour" and "Type", its swatches' labels and the fonts' roles. */
  colour: string;
  type: string;
  tintsLabel: string;
  onWhite: string;
  onBlack: string;
  /** A contrast below AA (AA and AAA are WCAG's names, the same in every language). */
  fail: string;
  fontRoles: { display: string; accent: string; detail: string };
  /** What each swatch is: with {parent} (a hex colour) and {tone}. */
  swatches: {
    brand: string;
    tint: string;
    grey: string;
    dark: string;
    light: string;
    white: string;
    black: string;
  };
  /** The PDF's third page: "Usage", "Graphics", the columns "Do" and "Don't". */
  usage: string;
  graphics: string;
  do: string;
  dont: string;
  /** The Markdown's headings and table heads. */
  colors: string;
  colorsIntro: string;
  hex: string;
  whatItIs: string;
  fonts: string;
  dosHeading: string;
  dontsHeading: string;
  filesInKit: string;
  file: string;
  /** An SVG's entry in the Markdown's list of files, with {what} ("Poster 1080 x 1350"). */
  svgFile: string;
  /** The other files' entries, by file name. */
  files: Readonly<Record<string, string>>;
  /** The print poster's subject line, with {bleed} (millimetres). */
  printSubject: string;
  /** An AI kit's guide: the art's resolution in print, with {width}, {height} and {ppi}. */
  printArtNote: string;
  /** The fixed dos and don'ts (GUIDE_DOS, GUIDE_DONTS) in this language, in their order. */
  dos: readonly string[];
  donts: readonly string[];
};

const ENGLISH: GuideWords = {
  guideTitle: "{name}: brand guide",
  brandGuide: "Brand guide",
  selected: "selected",
  eventNameOptions: "Event name options",
  nameOptions: "Name options",
  headline: "Headline",
  tagline: "Tagline",
  description: "Description",
  socialMediaCaptions: "Social media captions",
  socialCaptions: "Social captions",
  brandCopy: "Brand copy",
  eventGraphics: "Event graphics",
  notGenerated: "Not generated yet.",
  colour: "Colour",
  type: "Type",
  tintsLabel: "Tints and neutrals the graphics use",
  onWhite: "On white",
  onBlack: "On black",
  fail: "Fail",
  fontRoles: {
    display: "Display: names and headlines",
    accent: "Accent: headlines and short lines",
    detail: "Details: dates, places, small print",
  },
  swatches: {
    brand: "Brand colour",
    tint: "Tint of {parent} ({tone})",
    grey: "Grey of {parent}",
    dark: "dark",
    light: "light",
    white: "White",
    black: "Black",
  },
  usage: "Usage",
  graphics: "Graphics",
  do: "Do",
  dont: "Don't",
  colors: "Colors",
  colorsIntro: "Every colour the graphics use: the palette, the tints made of it, white and black.",
  hex: "Hex",
  whatItIs: "What it is",
  fonts: "Fonts",
  dosHeading: "Do's",
  dontsHeading: "Don'ts",
  filesInKit: "Files in this kit",
  file: "File",
  svgFile: "{what}, vector (SVG) for any editor",
  files: {
    "poster-print.pdf": "The poster for print: A3 with 3 mm bleed and crop marks, vector type",
    "brand-guide.pdf": "This guide as a PDF, with the fonts embedded",
    "event.ics": "The event for any calendar",
    "brand-guide.md": "This guide",
    "copy.txt": "Every name, line and caption as plain text",
    "kit.json": "The kit's data: what `brandkit regenerate` reads",
  },
  printSubject: "Print poster, A3 with {bleed} mm bleed",
  printArtNote:
    "The print poster (poster-print.pdf) carries the AI art at its own {width} x {height} px: {ppi} ppi at A3 with bleed.",
  dos: GUIDE_DOS,
  donts: GUIDE_DONTS,
};

export const GUIDE_WORDS: Readonly<Record<CopyLanguage, GuideWords>> = {
  en: ENGLISH,
  es: {
    guideTitle: "{name}: guía de marca",
    brandGuide: "Guía de marca",
    selected: "elegido",
    eventNameOptions: "Opciones de nombre del evento",
    nameOptions: "Opciones de nombre",
    headline: "Titular",
    tagline: "Eslogan",
    description: "Descripción",
    socialMediaCaptions: "Textos para redes sociales",
    socialCaptions: "Textos para redes sociales",
    brandCopy: "Textos de marca",
    eventGraphics: "Gráficos del evento",
    notGenerated: "Aún no se han generado.",
    colour: "Color",
    type: "Tipografía",
    tintsLabel: "Tonos y neutros que usan los gráficos",
    onWhite: "Sobre blanco",
    onBlack: "Sobre negro",
    fail: "Insuficiente",
    fontRoles: {
      display: "Principal: nombres y titulares",
      accent: "Acento: titulares y frases cortas",
      detail: "Detalles: fechas, lugares, letra pequeña",
    },
    swatches: {
      brand: "Color de marca",
      tint: "Tono {tone} de {parent}",
      grey: "Gris de {parent}",
      dark: "oscuro",
      light: "claro",
      white: "Blanco",
      black: "Negro",
    },
    usage: "Uso",
    graphics: "Gráficos",
    do: "Sí",
    dont: "No",
    colors: "Colores",
    colorsIntro: "Todos los colores que usan los gráficos: la paleta, sus tonos, el blanco y el negro.",
    hex: "Hex",
    whatItIs: "Qué es",
    fonts: "Fuentes",
    dosHeading: "Qué hacer",
    dontsHeading: "Qué evitar",
    filesInKit: "Archivos de este kit",
    file: "Archivo",
    svgFile: "{what}, vectorial (SVG) para cualquier programa de edición",
    files: {
      "poster-print.pdf":
        "El póster para imprimir: A3 con 3 mm de sangrado y marcas de corte, texto vectorial",
      "brand-guide.pdf": "Esta guía en PDF, con las fuentes incrustadas",
      "event.ics": "El evento para cualquier calendario",
      "brand-guide.md": "Esta guía",
      "copy.txt": "Todos los nombres, frases y textos en texto plano",
      "kit.json": "Los datos del kit: lo que lee `brandkit regenerate`",
    },
    printSubject: "Póster para imprimir, A3 con {bleed} mm de sangrado",
    printArtNote:
      "El póster para imprimir (poster-print.pdf) lleva la imagen de IA a su tamaño original de {width} x {height} px: {ppi} ppp en A3 con sangrado.",
    dos: [
      "Mantén un contraste fuerte entre el texto y el fondo para que cada palabra se lea bien.",
      "Da al nombre del evento y a los titulares un espacio generoso para que cada diseño respire.",
      "Usa las mismas fuentes, colores y tono en cada gráfico y publicación para una imagen coherente.",
      "Elige un color de la paleta como protagonista y usa los demás como acentos.",
    ],
    donts: [
      "No pongas texto sobre fondos recargados o de poco contraste.",
      "No satures el diseño ni pegues el texto a los bordes.",
      "No mezcles otras fuentes ni cambies de estilo de un gráfico a otro.",
      "No añadas colores que no estén en la paleta ni en los tonos que la acompañan.",
    ],
  },
  fr: {
    guideTitle: "{name}\u00a0: charte graphique",
    brandGuide: "Charte graphique",
    selected: "retenu",
    eventNameOptions: "Propositions de nom de l’événement",
    nameOptions: "Propositions de nom",
    headline: "Titre",
    tagline: "Slogan",
    description: "Description",
    socialMediaCaptions: "Légendes pour les réseaux sociaux",
    socialCaptions: "Légendes pour les réseaux sociaux",
    brandCopy: "Textes de la marque",
    eventGraphics: "Visuels de l’événement",
    notGenerated: "Pas encore créés.",
    colour: "Couleur",
    type: "Typographie",
    tintsLabel: "Nuances et neutres des visuels",
    onWhite: "Sur blanc",
    onBlack: "Sur noir",
    fail: "Insuffisant",
    fontRoles: {
      display: "Titrage\u00a0: noms et titres",
      accent: "Accent\u00a0: titres et phrases courtes",
      detail: "Texte\u00a0: dates, lieux, mentions",
    },
    swatches: {
      brand: "Couleur de la marque",
      tint: "Nuance {tone} de {parent}",
      grey: "Gris de {parent}",
      dark: "foncée",
      light: "claire",
      white: "Blanc",
      black: "Noir",
    },
    usage: "Utilisation",
    graphics: "Visuels",
    do: "À faire",
    dont: "À éviter",
    colors: "Couleurs",
    colorsIntro: "Toutes les couleurs des visuels\u00a0: la palette, ses nuances, le blanc et le noir.",
    hex: "Hex",
    whatItIs: "Description",
    fonts: "Polices",
    dosHeading: "À faire",
    dontsHeading: "À éviter",
    filesInKit: "Fichiers du kit",
    file: "Fichier",
    svgFile: "{what}, vectoriel (SVG) pour tout logiciel",
    files: {
      "poster-print.pdf":
        "L’affiche pour l’impression\u00a0: A3 avec 3 mm de fond perdu et traits de coupe, texte vectoriel",
      "brand-guide.pdf": "Cette charte en PDF, polices incorporées",
      "event.ics": "L’événement pour tout agenda",
      "brand-guide.md": "Cette charte",
      "copy.txt": "Tous les noms, phrases et légendes en texte brut",
      "kit.json": "Les données du kit\u00a0: ce que lit `brandkit regenerate`",
    },
    printSubject: "Affiche pour l’impression, A3 avec {bleed} mm de fond perdu",
    printArtNote:
      "L’affiche pour l’impression (poster-print.pdf) reprend l’image IA à sa taille d’origine, {width} x {height} px\u00a0: {ppi} ppp en A3 avec fond perdu.",
    dos: [
      "Gardez un fort contraste entre le texte et le fond pour que chaque mot reste lisible.",
      "Laissez de l’espace autour du nom de l’événement et des titres pour que chaque mise en page respire.",
      "Gardez les mêmes polices, couleurs et le même ton sur chaque visuel et publication pour une image cohérente.",
      "Mettez en avant une couleur de la palette et servez-vous des autres comme touches d’accent.",
    ],
    donts: [
      "Ne placez pas de texte sur un fond chargé ou peu contrasté.",
      "Ne surchargez pas la mise en page et ne collez pas le texte aux bords.",
      "Ne mélangez pas d’autres polices et ne changez pas de style d’un visuel à l’autre.",
      "N’ajoutez pas de couleurs hors de la palette et des nuances indiquées avec elle.",
    ],
  },
  de: {
    guideTitle: "{name}: Markenleitfaden",
    brandGuide: "Markenleitfaden",
    selected: "ausgewählt",
    eventNameOptions: "Namensvorschläge für die Veranstaltung",
    nameOptions: "Namensvorschläge",
    headline: "Schlagzeile",
    tagline: "Slogan",
    description: "Beschreibung",
    socialMediaCaptions: "Texte für soziale Medien",
    socialCaptions: "Texte für soziale Medien",
    brandCopy: "Markentexte",
    eventGraphics: "Grafiken der Veranstaltung",
    notGenerated: "Noch nicht erstellt.",
    colour: "Farbe",
    type: "Schrift",
    tintsLabel: "Abstufungen und Neutraltöne der Grafiken",
    onWhite: "Auf Weiß",
    onBlack: "Auf Schwarz",
    fail: "Ungenügend",
    fontRoles: {
      display: "Auszeichnung: Namen und Schlagzeilen",
      accent: "Akzent: Schlagzeilen und kurze Zeilen",
      detail: "Details: Datum, Orte, Kleingedrucktes",
    },
    swatches: {
      brand: "Markenfarbe",
      tint: "Abstufung von {parent} ({tone})",
      grey: "Grau von {parent}",
      dark: "dunkel",
      light: "hell",
      white: "Weiß",
      black: "Schwarz",
    },
    usage: "Anwendung",
    graphics: "Grafiken",
    do: "Empfohlen",
    dont: "Vermeiden",
    colors: "Farben",
    colorsIntro: "Jede Farbe der Grafiken: die Palette, ihre Abstufungen, Weiß und Schwarz.",
    hex: "Hex",
    whatItIs: "Beschreibung",
    fonts: "Schriften",
    dosHeading: "Empfohlen",
    dontsHeading: "Vermeiden",
    filesInKit: "Dateien in diesem Kit",
    file: "Datei",
    svgFile: "{what}, Vektorgrafik (SVG) für jedes Programm",
    files: {
      "poster-print.pdf":
        "Das Plakat für den Druck: A3 mit 3 mm Beschnitt und Schnittmarken, Schrift als Vektoren",
      "brand-guide.pdf": "Dieser Leitfaden als PDF, mit eingebetteten Schriften",
      "event.ics": "Die Veranstaltung für jeden Kalender",
      "brand-guide.md": "Dieser Leitfaden",
      "copy.txt": "Alle Namen, Zeilen und Texte als reiner Text",
      "kit.json": "Die Daten des Kits: was `brandkit regenerate` liest",
    },
    printSubject: "Plakat für den Druck, A3 mit {bleed} mm Beschnitt",
    printArtNote:
      "Das Druckplakat (poster-print.pdf) enthält das KI-Bild in seiner eigenen Größe von {width} x {height} px: {ppi} ppi bei A3 mit Beschnitt.",
    dos: [
      "Halte einen starken Kontrast zwischen Text und Hintergrund, damit jedes Wort lesbar bleibt.",
      "Gib dem Namen der Veranstaltung und den Schlagzeilen großzügig Raum, damit jedes Layout atmen kann.",
      "Verwende auf jeder Grafik und in jedem Beitrag dieselben Schriften, Farben und denselben Ton für einen einheitlichen Auftritt.",
      "Setze eine Farbe der Palette als Hauptfarbe ein und die anderen als Akzente.",
    ],
    donts: [
      "Setze keinen Text auf unruhige oder kontrastarme Hintergründe.",
      "Überlade das Layout nicht und schiebe keinen Text an die Ränder.",
      "Mische keine anderen Schriften hinein und wechsle den Stil nicht von Grafik zu Grafik.",
      "Füge keine Farben hinzu, die nicht in der Palette oder ihren aufgeführten Abstufungen stehen.",
    ],
  },
  pt: {
    guideTitle: "{name}: guia de marca",
    brandGuide: "Guia de marca",
    selected: "escolhido",
    eventNameOptions: "Opções de nome do evento",
    nameOptions: "Opções de nome",
    headline: "Título",
    tagline: "Slogan",
    description: "Descrição",
    socialMediaCaptions: "Textos para redes sociais",
    socialCaptions: "Textos para redes sociais",
    brandCopy: "Textos da marca",
    eventGraphics: "Imagens do evento",
    notGenerated: "Ainda não foram criadas.",
    colour: "Cor",
    type: "Tipografia",
    tintsLabel: "Tons e neutros usados nas imagens",
    onWhite: "Sobre branco",
    onBlack: "Sobre preto",
    fail: "Insuficiente",
    fontRoles: {
      display: "Destaque: nomes e títulos",
      accent: "Acento: títulos e frases curtas",
      detail: "Detalhes: datas, locais, letra miudinha",
    },
    swatches: {
      brand: "Cor da marca",
      tint: "Tom {tone} de {parent}",
      grey: "Cinzento de {parent}",
      dark: "escuro",
      light: "claro",
      white: "Branco",
      black: "Preto",
    },
    usage: "Utilização",
    graphics: "Imagens",
    do: "A fazer",
    dont: "A evitar",
    colors: "Cores",
    colorsIntro: "Todas as cores usadas nas imagens: a paleta, os seus tons, o branco e o preto.",
    hex: "Hex",
    whatItIs: "O que é",
    fonts: "Tipos de letra",
    dosHeading: "A fazer",
    dontsHeading: "A evitar",
    filesInKit: "Ficheiros deste kit",
    file: "Ficheiro",
    svgFile: "{what}, vetorial (SVG) para qualquer programa de edição",
    files: {
      "poster-print.pdf": "O cartaz para impressão: A3 com 3 mm de sangria e marcas de corte, texto vetorial",
      "brand-guide.pdf": "Este guia em PDF, com os tipos de letra incorporados",
      "event.ics": "O evento para qualquer calendário",
      "brand-guide.md": "Este guia",
      "copy.txt": "Todos os nomes, frases e textos em texto simples",
      "kit.json": "Os dados do kit: o que `brandkit regenerate` lê",
    },
    printSubject: "Cartaz para impressão, A3 com {bleed} mm de sangria",
    printArtNote:
      "O cartaz para impressão (poster-print.pdf) leva a imagem de IA no seu tamanho original, {width} x {height} px: {ppi} ppp em A3 com sangria.",
    dos: [
      "Mantenha um contraste forte entre o texto e o fundo para que cada palavra se leia bem.",
      "Dê ao nome do evento e aos títulos um espaço generoso para que cada composição respire.",
      "Use os mesmos tipos de letra, cores e tom em cada imagem e publicação para um visual coerente.",
      "Destaque uma cor da paleta e use as outras como apontamentos.",
    ],
    donts: [
      "Não coloque texto sobre fundos carregados ou com pouco contraste.",
      "Não sobrecarregue a composição nem encoste o texto às margens.",
      "Não misture outros tipos de letra nem mude de estilo de uma imagem para outra.",
      "Não acrescente cores de fora da paleta e dos tons indicados com ela.",
    ],
  },
  it: {
    guideTitle: "{name}: linee guida del marchio",
    brandGuide: "Linee guida del marchio",
    selected: "scelto",
    eventNameOptions: "Proposte di nome per l’evento",
    nameOptions: "Proposte di nome",
    headline: "Titolo",
    tagline: "Slogan",
    description: "Descrizione",
    socialMediaCaptions: "Testi per i social",
    socialCaptions: "Testi per i social",
    brandCopy: "Testi del marchio",
    eventGraphics: "Grafiche dell’evento",
    notGenerated: "Non ancora create.",
    colour: "Colore",
    type: "Caratteri",
    tintsLabel: "Tonalità e neutri usati dalle grafiche",
    onWhite: "Su bianco",
    onBlack: "Su nero",
    fail: "Insufficiente",
    fontRoles: {
      display: "Principale: nomi e titoli",
      accent: "Accento: titoli e frasi brevi",
      detail: "Dettagli: date, luoghi, note in piccolo",
    },
    swatches: {
      brand: "Colore del marchio",
      tint: "Tonalità {tone} di {parent}",
      grey: "Grigio di {parent}",
      dark: "scura",
      light: "chiara",
      white: "Bianco",
      black: "Nero",
    },
    usage: "Uso",
    graphics: "Grafiche",
    do: "Da fare",
    dont: "Da evitare",
    colors: "Colori",
    colorsIntro: "Tutti i colori usati dalle grafiche: la palette, le sue tonalità, il bianco e il nero.",
    hex: "Hex",
    whatItIs: "Che cos’è",
    fonts: "Caratteri",
    dosHeading: "Da fare",
    dontsHeading: "Da evitare",
    filesInKit: "I file di questo kit",
    file: "Nome",
    svgFile: "{what}, vettoriale (SVG) per qualsiasi programma di grafica",
    files: {
      "poster-print.pdf":
        "La locandina per la stampa: A3 con 3 mm di abbondanza e segni di taglio, testo vettoriale",
      "brand-guide.pdf": "Queste linee guida in PDF, con i caratteri incorporati",
      "event.ics": "L’evento per qualsiasi calendario",
      "brand-guide.md": "Queste linee guida",
      "copy.txt": "Tutti i nomi, le frasi e i testi in testo semplice",
      "kit.json": "I dati del kit: ciò che legge `brandkit regenerate`",
    },
    printSubject: "Locandina per la stampa, A3 con {bleed} mm di abbondanza",
    printArtNote:
      "La locandina per la stampa (poster-print.pdf) contiene l’immagine IA alle sue dimensioni originali, {width} x {height} px: {ppi} ppi in A3 con abbondanza.",
    dos: [
      "Mantieni un forte contrasto tra testo e sfondo, così ogni parola resta leggibile.",
      "Lascia molto spazio attorno al nome dell’evento e ai titoli, così ogni impaginazione respira.",
      "Usa gli stessi caratteri, colori e tono in ogni grafica e post per un’immagine coerente.",
      "Scegli un colore della palette come protagonista e usa gli altri come accenti.",
    ],
    donts: [
      "Non mettere testo su sfondi confusi o poco contrastati.",
      "Non affollare l’impaginazione e non spingere il testo contro i bordi.",
      "Non mescolare altri caratteri e non cambiare stile da una grafica all’altra.",
      "Non aggiungere colori al di fuori della palette e delle tonalità indicate con essa.",
    ],
  },
  nl: {
    guideTitle: "{name}: huisstijlgids",
    brandGuide: "Huisstijlgids",
    selected: "gekozen",
    eventNameOptions: "Naamopties voor het evenement",
    nameOptions: "Naamopties",
    headline: "Kop",
    tagline: "Slogan",
    description: "Beschrijving",
    socialMediaCaptions: "Teksten voor sociale media",
    socialCaptions: "Teksten voor sociale media",
    brandCopy: "Merkteksten",
    eventGraphics: "Afbeeldingen van het evenement",
    notGenerated: "Nog niet gemaakt.",
    colour: "Kleur",
    type: "Letters",
    tintsLabel: "Tinten en neutrale kleuren in de afbeeldingen",
    onWhite: "Op wit",
    onBlack: "Op zwart",
    fail: "Onvoldoende",
    fontRoles: {
      display: "Blikvanger: namen en koppen",
      accent: "Accent: koppen en korte regels",
      detail: "Details: data, plaatsen, kleine lettertjes",
    },
    swatches: {
      brand: "Merkkleur",
      tint: "{tone}e tint van {parent}",
      grey: "Grijs van {parent}",
      dark: "Donker",
      light: "Licht",
      white: "Wit",
      black: "Zwart",
    },
    usage: "Gebruik",
    graphics: "Afbeeldingen",
    do: "Wel doen",
    dont: "Niet doen",
    colors: "Kleuren",
    colorsIntro: "Elke kleur die de afbeeldingen gebruiken: het palet, de tinten ervan, wit en zwart.",
    hex: "Hex",
    whatItIs: "Wat het is",
    fonts: "Lettertypen",
    dosHeading: "Wel doen",
    dontsHeading: "Niet doen",
    filesInKit: "Bestanden in deze kit",
    file: "Bestand",
    svgFile: "{what}, vectorbestand (SVG) voor elk tekenprogramma",
    files: {
      "poster-print.pdf": "De poster voor drukwerk: A3 met 3 mm afloop en snijtekens, tekst als vectoren",
      "brand-guide.pdf": "Deze gids als pdf, met de lettertypen ingesloten",
      "event.ics": "Het evenement voor elke agenda",
      "brand-guide.md": "Deze gids",
      "copy.txt": "Alle namen, regels en teksten als platte tekst",
      "kit.json": "De gegevens van de kit: wat `brandkit regenerate` leest",
    },
    printSubject: "Poster voor drukwerk, A3 met {bleed} mm afloop",
    printArtNote:
      "De drukposter (poster-print.pdf) bevat de AI-afbeelding op haar eigen {width} x {height} px: {ppi} ppi op A3 met afloop.",
    dos: [
      "Houd een sterk contrast tussen tekst en achtergrond, zodat elk woord leesbaar blijft.",
      "Geef de naam van het evenement en de koppen ruim baan, zodat elke opmaak kan ademen.",
      "Gebruik op elke afbeelding en in elk bericht dezelfde lettertypen, kleuren en toon voor een herkenbare uitstraling.",
      "Laat één kleur uit het palet de hoofdrol spelen en gebruik de andere als accenten.",
    ],
    donts: [
      "Zet geen tekst op drukke achtergronden of achtergronden met weinig contrast.",
      "Prop de opmaak niet vol en duw geen tekst tegen de randen.",
      "Meng geen andere lettertypen erdoor en wissel niet van stijl van de ene afbeelding naar de andere.",
      "Voeg geen kleuren toe van buiten het palet en de tinten die erbij staan.",
    ],
  },
  ja: {
    guideTitle: "{name}：ブランドガイド",
    brandGuide: "ブランドガイド",
    selected: "選択中",
    eventNameOptions: "イベント名の候補",
    nameOptions: "名前の候補",
    headline: "見出し",
    tagline: "キャッチコピー",
    description: "説明文",
    socialMediaCaptions: "SNS投稿文",
    socialCaptions: "SNS投稿文",
    brandCopy: "ブランドコピー",
    eventGraphics: "イベントのグラフィック",
    notGenerated: "まだ作成されていません。",
    colour: "カラー",
    type: "書体",
    tintsLabel: "グラフィックで使う濃淡色と無彩色",
    onWhite: "白地",
    onBlack: "黒地",
    fail: "不適合",
    fontRoles: {
      display: "ディスプレイ：名前と見出し",
      accent: "アクセント：見出しと短い文",
      detail: "ディテール：日付、場所、注記",
    },
    swatches: {
      brand: "ブランドカラー",
      tint: "{parent}の{tone}",
      grey: "{parent}のグレー",
      dark: "暗い色調",
      light: "明るい色調",
      white: "白",
      black: "黒",
    },
    usage: "使い方",
    graphics: "グラフィック",
    do: "すること",
    dont: "しないこと",
    colors: "カラー",
    colorsIntro: "グラフィックで使うすべての色：パレット、その濃淡色、白と黒。",
    hex: "16進",
    whatItIs: "内容",
    fonts: "フォント",
    dosHeading: "すること",
    dontsHeading: "しないこと",
    filesInKit: "このキットのファイル",
    file: "ファイル",
    svgFile: "{what}、どの編集ソフトでも開けるベクター形式（SVG）",
    files: {
      "poster-print.pdf": "印刷用ポスター：塗り足し3 mmとトンボ付きのA3、文字はベクター",
      "brand-guide.pdf": "このガイドのPDF版（フォント埋め込み済み）",
      "event.ics": "どのカレンダーにも追加できるイベント",
      "brand-guide.md": "このガイド",
      "copy.txt": "すべての名前、文、投稿文のプレーンテキスト",
      "kit.json": "キットのデータ：`brandkit regenerate` が読み込みます",
    },
    printSubject: "印刷用ポスター、塗り足し{bleed} mm付きA3",
    printArtNote:
      "印刷用ポスター（poster-print.pdf）には、AIのアートが元の{width} x {height} pxのまま入っています：塗り足し付きA3で{ppi} ppi。",
    dos: [
      "文字と背景のコントラストをしっかり保ち、どの言葉も読みやすくしましょう。",
      "イベント名と見出しの周りには余白をたっぷり取り、レイアウトにゆとりを持たせましょう。",
      "すべてのグラフィックと投稿で同じフォント、色、トーンを使い、統一感を出しましょう。",
      "パレットの1色を主役にし、ほかの色はアクセントに使いましょう。",
    ],
    donts: [
      "ごちゃごちゃした背景やコントラストの低い背景に文字を置かないでください。",
      "レイアウトを詰め込みすぎたり、文字を端に寄せすぎたりしないでください。",
      "ほかのフォントを混ぜたり、グラフィックごとにスタイルを変えたりしないでください。",
      "パレットと、それと一緒に挙げた濃淡色以外の色を加えないでください。",
    ],
  },
  zh: {
    guideTitle: "{name}：品牌指南",
    brandGuide: "品牌指南",
    selected: "已选",
    eventNameOptions: "活动名称备选",
    nameOptions: "名称备选",
    headline: "标题",
    tagline: "标语",
    description: "简介",
    socialMediaCaptions: "社交媒体文案",
    socialCaptions: "社交媒体文案",
    brandCopy: "品牌文案",
    eventGraphics: "活动图片",
    notGenerated: "尚未生成。",
    colour: "颜色",
    type: "字体",
    tintsLabel: "图片用到的深浅色和中性色",
    onWhite: "白底",
    onBlack: "黑底",
    fail: "不达标",
    fontRoles: {
      display: "展示：名称和标题",
      accent: "点缀：标题和短句",
      detail: "细节：日期、地点、小字",
    },
    swatches: {
      brand: "品牌色",
      tint: "{parent} 的{tone}",
      grey: "{parent} 的灰色",
      dark: "深色",
      light: "浅色",
      white: "白色",
      black: "黑色",
    },
    usage: "使用规范",
    graphics: "图片",
    do: "建议",
    dont: "避免",
    colors: "颜色",
    colorsIntro: "图片用到的所有颜色：调色板、由它调出的深浅色、白色和黑色。",
    hex: "十六进制",
    whatItIs: "说明",
    fonts: "字体",
    dosHeading: "建议",
    dontsHeading: "避免",
    filesInKit: "本套件中的文件",
    file: "文件",
    svgFile: "{what}，矢量格式（SVG），可用任何编辑软件打开",
    files: {
      "poster-print.pdf": "印刷用海报：A3，含 3 mm 出血和裁切标记，矢量文字",
      "brand-guide.pdf": "本指南的 PDF 版，已嵌入字体",
      "event.ics": "可导入任何日历的活动",
      "brand-guide.md": "本指南",
      "copy.txt": "所有名称、语句和文案的纯文本",
      "kit.json": "套件数据：`brandkit regenerate` 读取的内容",
    },
    printSubject: "印刷用海报，A3，含 {bleed} mm 出血",
    printArtNote:
      "印刷用海报（poster-print.pdf）按原始尺寸 {width} x {height} px 收录 AI 图像：在含出血的 A3 上为 {ppi} ppi。",
    dos: [
      "保持文字与背景的强烈对比，让每个字都清晰易读。",
      "为活动名称和标题留出充足的空间，让每个版面都有呼吸感。",
      "在每张图片和每条帖子中使用相同的字体、颜色和语气，保持形象统一。",
      "以调色板中的一种颜色为主色，其余颜色作为点缀。",
    ],
    donts: [
      "不要把文字放在杂乱或对比度低的背景上。",
      "不要让版面拥挤，也不要把文字贴到边缘。",
      "不要混用其他字体，也不要在不同图片之间改变风格。",
      "不要添加调色板及其所列深浅色之外的颜色。",
    ],
  },
  ko: {
    guideTitle: "{name}: 브랜드 가이드",
    brandGuide: "브랜드 가이드",
    selected: "선택됨",
    eventNameOptions: "행사 이름 후보",
    nameOptions: "이름 후보",
    headline: "헤드라인",
    tagline: "태그라인",
    description: "소개",
    socialMediaCaptions: "소셜 미디어 문구",
    socialCaptions: "소셜 미디어 문구",
    brandCopy: "브랜드 문구",
    eventGraphics: "행사 그래픽",
    notGenerated: "아직 만들지 않았습니다.",
    colour: "색상",
    type: "서체",
    tintsLabel: "그래픽에 쓰이는 톤과 무채색",
    onWhite: "흰 바탕",
    onBlack: "검은 바탕",
    fail: "미달",
    fontRoles: {
      display: "디스플레이: 이름과 헤드라인",
      accent: "강조: 헤드라인과 짧은 문구",
      detail: "세부: 날짜, 장소, 작은 글씨",
    },
    swatches: {
      brand: "브랜드 색상",
      tint: "{parent}의 {tone} 톤",
      grey: "{parent}의 회색",
      dark: "어두운",
      light: "밝은",
      white: "흰색",
      black: "검은색",
    },
    usage: "사용법",
    graphics: "그래픽",
    do: "권장",
    dont: "금지",
    colors: "색상",
    colorsIntro: "그래픽에 쓰이는 모든 색: 팔레트, 팔레트에서 만든 톤, 흰색과 검은색.",
    hex: "16진수",
    whatItIs: "설명",
    fonts: "글꼴",
    dosHeading: "권장",
    dontsHeading: "금지",
    filesInKit: "이 키트의 파일",
    file: "파일",
    svgFile: "{what}, 어떤 편집 프로그램에서나 여는 벡터(SVG)",
    files: {
      "poster-print.pdf": "인쇄용 포스터: 재단 여백 3 mm와 재단선이 있는 A3, 벡터 글자",
      "brand-guide.pdf": "글꼴이 포함된 이 가이드의 PDF",
      "event.ics": "어느 캘린더에나 넣을 수 있는 행사",
      "brand-guide.md": "이 가이드",
      "copy.txt": "모든 이름, 문구, 캡션을 담은 일반 텍스트",
      "kit.json": "키트 데이터: `brandkit regenerate`가 읽는 파일",
    },
    printSubject: "인쇄용 포스터, 재단 여백 {bleed} mm의 A3",
    printArtNote:
      "인쇄용 포스터(poster-print.pdf)에는 AI 이미지가 원래 크기인 {width} x {height} px로 들어 있습니다: 재단 여백을 포함한 A3에서 {ppi} ppi.",
    dos: [
      "글자와 배경의 대비를 강하게 유지해 모든 단어가 잘 읽히게 하세요.",
      "행사 이름과 헤드라인 주위에 여백을 넉넉히 두어 레이아웃에 숨 쉴 공간을 주세요.",
      "모든 그래픽과 게시물에 같은 글꼴, 색상, 어조를 써서 일관된 인상을 주세요.",
      "팔레트의 한 색을 주색으로 쓰고 나머지는 포인트로 쓰세요.",
    ],
    donts: [
      "복잡하거나 대비가 낮은 배경에 글자를 올리지 마세요.",
      "레이아웃을 빽빽하게 채우거나 글자를 가장자리에 붙이지 마세요.",
      "다른 글꼴을 섞거나 그래픽마다 스타일을 바꾸지 마세요.",
      "팔레트와 함께 나열된 톤 외의 색을 더하지 마세요.",
    ],
  },
  ar: {
    guideTitle: "{name}: دليل الهوية البصرية",
    brandGuide: "دليل الهوية البصرية",
    selected: "المختار",
    eventNameOptions: "خيارات اسم الفعالية",
    nameOptions: "خيارات الاسم",
    headline: "العنوان",
    tagline: "الشعار",
    description: "الوصف",
    socialMediaCaptions: "نصوص وسائل التواصل الاجتماعي",
    socialCaptions: "نصوص وسائل التواصل الاجتماعي",
    brandCopy: "نصوص العلامة",
    eventGraphics: "تصاميم الفعالية",
    notGenerated: "لم تُنشأ بعد.",
    colour: "الألوان",
    type: "الخطوط",
    tintsLabel: "الدرجات والألوان المحايدة في التصاميم",
    onWhite: "على الأبيض",
    onBlack: "على الأسود",
    fail: "غير كافٍ",
    fontRoles: {
      display: "العرض: الأسماء والعناوين",
      accent: "التمييز: العناوين والسطور القصيرة",
      detail: "التفاصيل: التواريخ والأماكن والنصوص الصغيرة",
    },
    swatches: {
      brand: "لون العلامة",
      tint: "درجة {tone} من {parent}",
      grey: "رمادي {parent}",
      dark: "داكنة",
      light: "فاتحة",
      white: "أبيض",
      black: "أسود",
    },
    usage: "الاستخدام",
    graphics: "التصاميم",
    do: "افعل",
    dont: "لا تفعل",
    colors: "الألوان",
    colorsIntro: "كل لون تستخدمه التصاميم: لوحة الألوان ودرجاتها والأبيض والأسود.",
    hex: "الرمز الست عشري",
    whatItIs: "ما هو",
    fonts: "الخطوط",
    dosHeading: "افعل",
    dontsHeading: "لا تفعل",
    filesInKit: "ملفات هذه الحزمة",
    file: "الملف",
    svgFile: "{what}، رسم متجهي (SVG) لأي برنامج تحرير",
    files: {
      "poster-print.pdf": "الملصق للطباعة: A3 مع هامش نزف 3 مم وعلامات القص، ونص متجهي",
      "brand-guide.pdf": "هذا الدليل بصيغة PDF مع الخطوط مضمّنة",
      "event.ics": "الفعالية لأي تقويم",
      "brand-guide.md": "هذا الدليل",
      "copy.txt": "كل الأسماء والسطور والنصوص كنص عادي",
      "kit.json": "بيانات الحزمة: ما يقرؤه `brandkit regenerate`",
    },
    printSubject: "ملصق للطباعة، A3 مع هامش نزف {bleed} مم",
    printArtNote:
      "يحمل ملصق الطباعة (poster-print.pdf) صورة الذكاء الاصطناعي بحجمها الأصلي {width} x {height} px: أي {ppi} ppi على A3 مع هامش النزف.",
    dos: [
      "حافظ على تباين قوي بين النص والخلفية لتبقى كل كلمة مقروءة.",
      "امنح اسم الفعالية والعناوين مساحة واسعة ليتنفس كل تصميم.",
      "استخدم الخطوط والألوان والنبرة نفسها في كل تصميم ومنشور لمظهر متناسق.",
      "اجعل لونًا واحدًا من اللوحة هو الأساس واستخدم البقية للتمييز.",
    ],
    donts: [
      "لا تضع النص على خلفيات مزدحمة أو منخفضة التباين.",
      "لا تكدّس عناصر التصميم ولا تلصق النص بالحواف.",
      "لا تمزج خطوطًا أخرى ولا تغيّر الأسلوب من تصميم إلى آخر.",
      "لا تُضف ألوانًا من خارج اللوحة والدرجات المدرجة معها.",
    ],
  },
  hi: {
    guideTitle: "{name}: ब्रांड गाइड",
    brandGuide: "ब्रांड गाइड",
    selected: "चुना गया",
    eventNameOptions: "इवेंट के नाम के विकल्प",
    nameOptions: "नाम के विकल्प",
    headline: "शीर्षक",
    tagline: "टैगलाइन",
    description: "विवरण",
    socialMediaCaptions: "सोशल मीडिया कैप्शन",
    socialCaptions: "सोशल मीडिया कैप्शन",
    brandCopy: "ब्रांड कॉपी",
    eventGraphics: "इवेंट के ग्राफ़िक्स",
    notGenerated: "अभी तक नहीं बने।",
    colour: "रंग",
    type: "टाइपोग्राफ़ी",
    tintsLabel: "ग्राफ़िक्स में इस्तेमाल शेड और तटस्थ रंग",
    onWhite: "सफ़ेद पर",
    onBlack: "काले पर",
    fail: "अपर्याप्त",
    fontRoles: {
      display: "डिस्प्ले: नाम और शीर्षक",
      accent: "एक्सेंट: शीर्षक और छोटी पंक्तियाँ",
      detail: "ब्योरा: तारीख़ें, जगहें, बारीक अक्षर",
    },
    swatches: {
      brand: "ब्रांड रंग",
      tint: "{parent} का {tone} शेड",
      grey: "{parent} का स्लेटी",
      dark: "गहरा",
      light: "हल्का",
      white: "सफ़ेद",
      black: "काला",
    },
    usage: "उपयोग",
    graphics: "ग्राफ़िक्स",
    do: "करें",
    dont: "न करें",
    colors: "रंग",
    colorsIntro: "ग्राफ़िक्स में इस्तेमाल हर रंग: पैलेट, उससे बने शेड, सफ़ेद और काला।",
    hex: "हेक्स",
    whatItIs: "यह क्या है",
    fonts: "फ़ॉन्ट",
    dosHeading: "करें",
    dontsHeading: "न करें",
    filesInKit: "इस किट की फ़ाइलें",
    file: "फ़ाइल",
    svgFile: "{what}, किसी भी एडिटर के लिए वेक्टर (SVG)",
    files: {
      "poster-print.pdf": "छपाई के लिए पोस्टर: 3 मिमी ब्लीड और क्रॉप मार्क के साथ A3, वेक्टर अक्षर",
      "brand-guide.pdf": "यह गाइड PDF में, फ़ॉन्ट सहित",
      "event.ics": "किसी भी कैलेंडर के लिए इवेंट",
      "brand-guide.md": "यह गाइड",
      "copy.txt": "हर नाम, पंक्ति और कैप्शन सादे टेक्स्ट में",
      "kit.json": "किट का डेटा: जिसे `brandkit regenerate` पढ़ता है",
    },
    printSubject: "छपाई के लिए पोस्टर, {bleed} मिमी ब्लीड के साथ A3",
    printArtNote:
      "छपाई वाले पोस्टर (poster-print.pdf) में AI आर्ट अपने मूल {width} x {height} px में है: ब्लीड सहित A3 पर {ppi} ppi।",
    dos: [
      "टेक्स्ट और बैकग्राउंड के बीच गहरा कंट्रास्ट रखें, ताकि हर शब्द साफ़ पढ़ा जा सके।",
      "इवेंट के नाम और शीर्षकों के आसपास खुली जगह छोड़ें, ताकि हर लेआउट खुला-खुला लगे।",
      "हर ग्राफ़िक और पोस्ट में एक जैसे फ़ॉन्ट, रंग और लहजा रखें, ताकि पहचान एक-सी रहे।",
      "पैलेट के एक रंग को मुख्य रखें और बाकी रंगों से उभार दें।",
    ],
    donts: [
      "भीड़-भाड़ वाले या कम कंट्रास्ट वाले बैकग्राउंड पर टेक्स्ट न रखें।",
      "लेआउट में ठूँस-ठूँसकर न भरें और टेक्स्ट को किनारों से न सटाएँ।",
      "दूसरे फ़ॉन्ट न मिलाएँ और एक ग्राफ़िक से दूसरे में स्टाइल न बदलें।",
      "पैलेट और उसके साथ दिए शेड के अलावा कोई रंग न जोड़ें।",
    ],
  },
  ru: {
    guideTitle: "{name}: брендбук",
    brandGuide: "Брендбук",
    selected: "выбрано",
    eventNameOptions: "Варианты названия мероприятия",
    nameOptions: "Варианты названия",
    headline: "Заголовок",
    tagline: "Слоган",
    description: "Описание",
    socialMediaCaptions: "Тексты для соцсетей",
    socialCaptions: "Тексты для соцсетей",
    brandCopy: "Тексты бренда",
    eventGraphics: "Графика мероприятия",
    notGenerated: "Пока не создана.",
    colour: "Цвет",
    type: "Шрифты",
    tintsLabel: "Оттенки и нейтральные цвета графики",
    onWhite: "На белом",
    onBlack: "На чёрном",
    fail: "Недостаточно",
    fontRoles: {
      display: "Акцидентный: названия и заголовки",
      accent: "Акцентный: заголовки и короткие строки",
      detail: "Текстовый: даты, места, мелкий шрифт",
    },
    swatches: {
      brand: "Цвет бренда",
      tint: "Оттенок {parent} ({tone})",
      grey: "Серый из {parent}",
      dark: "тёмный",
      light: "светлый",
      white: "Белый",
      black: "Чёрный",
    },
    usage: "Использование",
    graphics: "Графика",
    do: "Делайте",
    dont: "Не делайте",
    colors: "Цвета",
    colorsIntro: "Все цвета графики: палитра, её оттенки, белый и чёрный.",
    hex: "HEX",
    whatItIs: "Что это",
    fonts: "Шрифты",
    dosHeading: "Делайте",
    dontsHeading: "Не делайте",
    filesInKit: "Файлы этого набора",
    file: "Файл",
    svgFile: "{what}, вектор (SVG) для любого редактора",
    files: {
      "poster-print.pdf": "Постер для печати: A3 с вылетами 3 мм и метками реза, текст в кривых",
      "brand-guide.pdf": "Этот брендбук в PDF со встроенными шрифтами",
      "event.ics": "Мероприятие для любого календаря",
      "brand-guide.md": "Этот брендбук",
      "copy.txt": "Все названия, строки и тексты простым текстом",
      "kit.json": "Данные набора: то, что читает `brandkit regenerate`",
    },
    printSubject: "Постер для печати, A3 с вылетами {bleed} мм",
    printArtNote:
      "Постер для печати (poster-print.pdf) содержит ИИ-изображение в исходном размере {width} x {height} px: {ppi} ppi на A3 с вылетами.",
    dos: [
      "Сохраняйте сильный контраст между текстом и фоном, чтобы каждое слово легко читалось.",
      "Оставляйте вокруг названия мероприятия и заголовков много воздуха, чтобы макет дышал.",
      "Используйте одни и те же шрифты, цвета и тон во всей графике и постах, чтобы образ был целостным.",
      "Сделайте один цвет палитры главным, а остальные используйте как акценты.",
    ],
    donts: [
      "Не размещайте текст на пёстром или малоконтрастном фоне.",
      "Не перегружайте макет и не прижимайте текст к краям.",
      "Не добавляйте другие шрифты и не меняйте стиль от одной графики к другой.",
      "Не добавляйте цвета вне палитры и указанных с ней оттенков.",
    ],
  },
};

/** The words of the files of a kit in `language` (BCP 47); English for one BrandKit does not write. */
export function guideWordsFor(language: string | undefined): GuideWords {
  return GUIDE_WORDS[copyLanguageOf(language ?? "en") ?? "en"];
}

/** `text` in capitals as `language` writes them (its copy language's rules: any tag is safe). */
export function upperIn(text: string, language: string | undefined): string {
  return text.toLocaleUpperCase(copyLanguageOf(language ?? "en") ?? "en");
}

/** `pattern` with each {key} replaced by its value (as given: a "$&" in a name is not a pattern). */
export function fillWords(pattern: string, values: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/\{(\w+)\}/g, (match, key: string) => key in values ? String(values[key]) : match);
}

/** How the guide names a canvas: "Poster", "Square Tile" ... in `language` (the alt texts' names). */
export function canvasTitleIn(kind: CanvasKind, language: string | undefined): string {
  return ALT_TEXT_WORDS[copyLanguageOf(language ?? "en") ?? "en"].titles[kind];
}

/** What a swatch is, in `language`: "Brand colour", "Tint of #E6067A (dark)", "White" in English. */
export function swatchNameIn(swatch: Swatch, language: string | undefined): string {
  const words = guideWordsFor(language).swatches;
  if (words === ENGLISH.swatches) return swatchName(swatch);
  switch (swatch.kind) {
    case "palette":
      return words.brand;
    case "tint":
      return swatch.tone === "grey"
        ? fillWords(words.grey, { parent: swatch.parent })
        : fillWords(words.tint, { parent: swatch.parent, tone: words[swatch.tone] });
    case "neutral":
      return swatch.color === "#FFFFFF" ? words.white : words.black;
  }
}

/** A WCAG level as the guide writes it: AA and AAA as they are, "Fail" in `language`. */
export function contrastLevelIn(level: "AAA" | "AA" | "Fail", language: string | undefined): string {
  return level === "Fail" ? guideWordsFor(language).fail : level;
}

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

/**
 * The guide's dos and don'ts in `language`: the fixed ones (GUIDE_DOS, GUIDE_DONTS, as every kit's guide has
 * them) in that language; any others as they are.
 */
export function guideRulesIn(
  guide: { dos: readonly string[]; donts: readonly string[] },
  language: string | undefined,
): { dos: readonly string[]; donts: readonly string[] } {
  const words = guideWordsFor(language);
  return {
    dos: sameLines(guide.dos, GUIDE_DOS) ? words.dos : guide.dos,
    donts: sameLines(guide.donts, GUIDE_DONTS) ? words.donts : guide.donts,
  };
}
