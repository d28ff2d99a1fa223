/**
 * The polished voices: elegant, minimal, corporate and rustic. Measured, warm, never shouty.
 */
import type { Voice } from "./voices.ts";

export const POLISHED_VOICES: Readonly<Record<"elegant" | "minimal" | "corporate" | "rustic", Voice>> = {
  elegant: {
    adjectives: ["elegant", "refined", "glamorous", "intimate"],
    leads: ["Velvet", "Golden", "Ivory", "Moonlit", "Crystal", "Champagne", "Silver", "Gilded"],
    nouns: ["Gala", "Soirée", "Ball", "Affair", "Evening", "Salon", "Reception", "Dinner"],
    kinds: ["elegant evening", "refined celebration", "glamorous night", "intimate soirée"],
    promises: [
      "candlelight, fine wine and unforgettable company",
      "live strings, gentle glamour and a toast at midnight",
      "timeless style, graceful music and candlelit tables",
    ],
    occasions: ["an evening to remember", "a night of quiet glamour"],
    headlines: [
      "An Evening of Timeless Elegance",
      "Where Every Detail Is a Delight",
      "A Night Dressed in Gold",
      "Raise a Glass to Grace",
    ],
    taglines: [
      "Elegance, by invitation.",
      "Every detail, considered.",
      "Timeless by design.",
      "Dress the part.",
    ],
    hooks: ["Dust off your finest attire.", "The invitations are out.", "An evening to remember awaits."],
    calls: [
      "Kindly reply to reserve your place.",
      "Seats are limited, so RSVP soon.",
      "We would love to see you there.",
    ],
    tags: ["BlackTie", "EveningOfElegance", "GalaNight"],
  },
  minimal: {
    adjectives: ["calm", "considered", "focused", "unhurried"],
    leads: ["Clear", "Still", "Open", "Pure", "Simple", "Quiet", "White", "True"],
    nouns: ["Space", "Studio", "Session", "Edition", "Forum", "Room", "Form", "Series"],
    kinds: ["calm, considered event", "focused gathering", "quiet celebration", "clean, simple get-together"],
    promises: [
      "clear ideas, calm spaces and good conversation",
      "less noise and more meaning",
      "thoughtful design, honest talk and room to breathe",
    ],
    occasions: ["an unhurried afternoon", "a calm, focused day"],
    headlines: [
      "Less Noise, More Meaning",
      "Space to Think, Room to Meet",
      "Simply, Beautifully Together",
      "Clarity Starts Here",
    ],
    taglines: ["Less, but better.", "Made with intention.", "Quietly remarkable.", "Room to breathe."],
    hooks: ["Less noise, more meaning.", "A quieter kind of event.", "Something considered is coming."],
    calls: ["Reserve your place.", "Spaces are limited.", "Join us."],
    tags: ["LessIsMore", "MinimalDesign", "Intentional"],
  },
  corporate: {
    adjectives: ["inspiring", "focused", "forward-looking", "practical"],
    leads: ["Future", "Next", "Forward", "Bright", "Bold", "Open", "Prime", "Summit"],
    nouns: ["Summit", "Forum", "Conference", "Connect", "Exchange", "Leaders Day", "Expo", "Forward"],
    kinds: [
      "inspiring industry event",
      "focused professional forum",
      "forward-looking conference",
      "high-energy summit",
    ],
    promises: [
      "sharp keynotes, practical workshops and the right connections",
      "fresh ideas, expert speakers and time to network",
      "real insight, honest conversations and partnerships that last",
    ],
    occasions: ["a day of big ideas", "a day that moves your work forward"],
    headlines: [
      "Where Ideas Meet Impact",
      "Lead the Next Chapter",
      "Connect, Learn and Grow",
      "Shape What Comes Next",
    ],
    taglines: [
      "Ideas into impact.",
      "Built for what's next.",
      "Meet the people moving things forward.",
      "Learn. Connect. Lead.",
    ],
    hooks: ["Registration is open.", "Our speaker line-up is here.", "Big ideas are on the agenda."],
    calls: ["Register now to secure your seat.", "Bring your team.", "Early-bird places are limited."],
    tags: ["Leadership", "Innovation", "Networking"],
  },
  rustic: {
    adjectives: ["cozy", "homegrown", "rustic", "warm"],
    leads: ["Harvest", "Timber", "Wildflower", "Hearth", "Meadow", "Copper", "Orchard", "Maple"],
    nouns: ["Gathering", "Supper", "Social", "Market", "Fair", "Feast", "Barn Dance", "Get-Together"],
    kinds: [
      "cozy country gathering",
      "warm harvest celebration",
      "laid-back rustic get-together",
      "homegrown feast",
    ],
    promises: [
      "long tables, good food and stories by the fire",
      "fresh bread, local music and warm company",
      "string lights, hearty plates and friends old and new",
    ],
    occasions: ["a long, lazy afternoon", "an evening around the table"],
    headlines: [
      "Gather Round, There's Room for All",
      "Good Food, Good Folks",
      "Come Home to the Harvest",
      "Pull Up a Chair",
    ],
    taglines: [
      "Rooted in good company.",
      "Come as you are.",
      "Homegrown and heartfelt.",
      "Always room at the table.",
    ],
    hooks: ["The table is set.", "Gather round, friends.", "Boots on, we're heading out."],
    calls: ["Bring your appetite.", "Save your seat at the table.", "Bring a friend and a dish to share."],
    tags: ["Homegrown", "FarmToTable", "GatherRound"],
  },
};
