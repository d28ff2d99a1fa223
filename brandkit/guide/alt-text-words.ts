/**
 * The words of the graphics' alt text in each copy language: what each canvas is called, how "{title} for
 * {name}" reads, and the punctuation before and between the date and the place. Data only (brandkit/guide/alt-text.ts
 * reads it); a language without a row here gets English.
 */
import type { CanvasKind } from "../formats/formats.ts";
import type { CopyLanguage } from "../languages/language.ts";

export type AltTextWords = {
  titles: Readonly<Record<CanvasKind, string>>;
  /** The subject with {title} and {name}. */
  subject: string;
  /** Between the subject and the facts. */
  separator: string;
  /** Between the date and the place. */
  list: string;
};

export const ALT_TEXT_WORDS: Readonly<Record<CopyLanguage, AltTextWords>> = {
  en: {
    titles: {
      poster: "Poster",
      square: "Square Tile",
      banner: "Banner",
      story: "Story",
      "link-preview": "Link Preview",
    },
    subject: "{title} for {name}",
    separator: ": ",
    list: ", ",
  },
  es: {
    titles: {
      poster: "Póster",
      square: "Imagen cuadrada",
      banner: "Banner",
      story: "Historia",
      "link-preview": "Vista previa del enlace",
    },
    subject: "{title} de {name}",
    separator: ": ",
    list: ", ",
  },
  fr: {
    titles: {
      poster: "Affiche",
      square: "Visuel carré",
      banner: "Bannière",
      story: "Story",
      "link-preview": "Aperçu du lien",
    },
    subject: "{title} pour {name}",
    separator: "\u00a0: ",
    list: ", ",
  },
  de: {
    titles: {
      poster: "Plakat",
      square: "Quadratische Kachel",
      banner: "Banner",
      story: "Story",
      "link-preview": "Linkvorschau",
    },
    subject: "{title} für {name}",
    separator: ": ",
    list: ", ",
  },
  pt: {
    titles: {
      poster: "Cartaz",
      square: "Imagem quadrada",
      banner: "Banner",
      story: "Story",
      "link-preview": "Pré-visualização do link",
    },
    subject: "{title} de {name}",
    separator: ": ",
    list: ", ",
  },
  it: {
    titles: {
      poster: "Locandina",
      square: "Riquadro quadrato",
      banner: "Banner",
      story: "Storia",
      "link-preview": "Anteprima del link",
    },
    subject: "{title} per {name}",
    separator: ": ",
    list: ", ",
  },
  nl: {
    titles: {
      poster: "Poster",
      square: "Vierkante tegel",
      banner: "Banner",
      story: "Story",
      "link-preview": "Linkvoorbeeld",
    },
    subject: "{title} voor {name}",
    separator: ": ",
    list: ", ",
  },
  ja: {
    titles: {
      poster: "ポスター",
      square: "正方形の画像",
      banner: "バナー",
      story: "ストーリー",
      "link-preview": "リンクのプレビュー",
    },
    subject: "{name}の{title}",
    separator: "：",
    list: "、",
  },
  zh: {
    titles: {
      poster: "海报",
      square: "方形图片",
      banner: "横幅",
      story: "快拍",
      "link-preview": "链接预览",
    },
    subject: "{name}的{title}",
    separator: "：",
    list: "，",
  },
  ko: {
    titles: {
      poster: "포스터",
      square: "정사각형 이미지",
      banner: "배너",
      story: "스토리",
      "link-preview": "링크 미리보기",
    },
    subject: "{name} {title}",
    separator: ": ",
    list: ", ",
  },
  ar: {
    titles: {
      poster: "ملصق",
      square: "صورة مربعة",
      banner: "لافتة",
      story: "قصة",
      "link-preview": "معاينة الرابط",
    },
    subject: "{title} {name}",
    separator: ": ",
    list: "، ",
  },
  hi: {
    titles: {
      poster: "पोस्टर",
      square: "वर्गाकार चित्र",
      banner: "बैनर",
      story: "स्टोरी",
      "link-preview": "लिंक पूर्वावलोकन",
    },
    subject: "{name} का {title}",
    separator: ": ",
    list: ", ",
  },
  ru: {
    titles: {
      poster: "Афиша",
      square: "Квадратная картинка",
      banner: "Баннер",
      story: "Сторис",
      "link-preview": "Превью ссылки",
    },
    subject: "{title} «{name}»",
    separator: ": ",
    list: ", ",
  },
};
