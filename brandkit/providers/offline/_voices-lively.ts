/**
 * The lively voices: retro, neon, tropical, playful, festive, spooky and bold. Energetic, but still sentences.
 */
import type { Voice } from "./voices.ts";

type LivelyMood = "retro" | "neon" | "tropical" | "playful" | "festive" | "spooky" | "bold";

export const LIVELY_VOICES: Readonly<Record<LivelyMood, Voice>> = {
  retro: {
    leads: ["Groove", "Disco", "Funky", "Vinyl", "Boogie", "Cosmic", "Golden Age", "Jukebox"],
    nouns: ["Revival", "Jam", "Party", "Night", "Social", "Throwback", "Hop", "Fever"],
    kinds: [
      "groovy throwback party",
      "retro dance night",
      "feel-good flashback",
      "vintage-style celebration",
    ],
    promises: [
      "classic tunes, glitter balls and dance moves from every decade",
      "vinyl sets, bell-bottom style and pure nostalgia",
      "old-school hits, bright colors and a dance floor that never stops",
    ],
    occasions: ["a night of throwback hits", "a trip back in time"],
    headlines: [
      "Turn Back Time and Turn It Up",
      "The Grooviest Night in Years",
      "Dig Out Your Dancing Shoes",
      "Old-School Hits, Brand-New Memories",
    ],
    taglines: [
      "Stay groovy.",
      "Back by popular demand.",
      "Rewind and replay.",
      "The good old days are back.",
    ],
    hooks: ["Dig out your platform shoes.", "Flashback alert!", "The glitter ball is ready."],
    calls: [
      "Grab your tickets and your best moves.",
      "Bring your crew and your best outfit.",
      "See you on the dance floor.",
    ],
    tags: ["Throwback", "Retro", "DiscoFever"],
  },
  neon: {
    leads: ["Neon", "Electric", "Midnight", "Afterglow", "Laser", "Voltage", "Pulse", "Nightshift"],
    nouns: ["Nights", "Rave", "Afterparty", "Sessions", "Glow", "Lights", "Club Night", "Circuit"],
    kinds: ["electric night out", "neon-soaked party", "late-night celebration", "high-voltage night"],
    promises: [
      "pulsing beats, glowing lights and dancing until late",
      "bold visuals, deep bass and non-stop energy",
      "DJs, light shows and a crowd that never sits down",
    ],
    occasions: ["a night you won't forget", "a night that runs late"],
    headlines: [
      "Light Up the Night",
      "Dance Until the City Glows",
      "Turn the Volume Up",
      "After Dark, We Shine",
    ],
    taglines: ["Glow louder.", "The night is ours.", "Stay bright after dark.", "Feel the pulse."],
    hooks: ["The lights go down soon.", "Tonight, we glow.", "Charge your phone, it's going to be bright."],
    calls: [
      "Grab your tickets before they sell out.",
      "Bring your crew and your energy.",
      "See you under the lights.",
    ],
    tags: ["NeonNights", "NightOut", "GlowUp"],
  },
  tropical: {
    leads: ["Sunset", "Island", "Palm", "Coconut", "Paradise", "Coral", "Golden Hour", "Mango"],
    nouns: ["Luau", "Beach Party", "Escape", "Fiesta", "Getaway", "Splash", "Sundowner", "Social"],
    kinds: [
      "sun-soaked celebration",
      "tropical escape",
      "laid-back beach party",
      "island-style get-together",
    ],
    promises: [
      "cool drinks, warm breezes and music until sundown",
      "fresh fruit, island beats and toes in the sand",
      "sunshine, good music and a well-earned escape",
    ],
    occasions: ["an afternoon in the sun", "a golden-hour escape"],
    headlines: [
      "Your Island Escape Starts Here",
      "Sun's Out, Fun's Out",
      "Catch the Sunset With Us",
      "Paradise Is Closer Than You Think",
    ],
    taglines: [
      "Island time starts now.",
      "Sun, sand and good company.",
      "Stay golden.",
      "Escape the ordinary.",
    ],
    hooks: ["Pack your sunglasses.", "Island time is calling.", "Flip-flops on, worries off."],
    calls: ["Grab your spot in the sun.", "Bring your sunniest friends.", "See you by the water."],
    tags: ["IslandTime", "SummerVibes", "Paradise"],
  },
  playful: {
    leads: ["Jellybean", "Bubble", "Confetti", "Rainbow", "Popcorn", "Sprinkle", "Giggle", "Lollipop"],
    nouns: ["Party", "Playdate", "Funfair", "Jamboree", "Bash", "Carnival", "Adventure", "Fiesta"],
    kinds: ["playful party", "fun-filled day", "colorful celebration", "happy, silly get-together"],
    promises: [
      "games, giggles and way too much cake",
      "bright colors, big smiles and surprises around every corner",
      "music, treats and fun for every age",
    ],
    occasions: ["a day full of fun", "an afternoon of pure fun"],
    headlines: [
      "Let the Fun Begin",
      "Big Smiles Guaranteed",
      "It's Time to Play",
      "The Happiest Day of the Year",
    ],
    taglines: ["Fun for everyone.", "Come play with us.", "Smiles guaranteed.", "Joy on repeat."],
    hooks: ["Guess what's coming!", "Get ready to play!", "Fun alert!"],
    calls: ["Bring your biggest smile.", "Tell your friends and come play.", "Don't miss the fun."],
    tags: ["FunTimes", "LetsPlay", "PartyTime"],
  },
  festive: {
    leads: ["Sparkle", "Joyful", "Merry", "Starlight", "Cheers", "Golden", "Confetti", "Jubilee"],
    nouns: ["Celebration", "Bash", "Party", "Jubilee", "Fest", "Soirée", "Toast", "Countdown"],
    kinds: ["joyful celebration", "festive party", "sparkling get-together", "big, happy bash"],
    promises: [
      "music, laughter and a toast to the moments that matter",
      "good food, great friends and confetti at every turn",
      "dancing, bubbles and memories to treasure",
    ],
    occasions: ["a celebration to remember", "a party to remember"],
    headlines: [
      "Let's Celebrate in Style",
      "Raise Your Glass With Us",
      "A Celebration to Remember",
      "Cheers to Good Times",
    ],
    taglines: ["Celebrate every moment.", "Cheers to us.", "Joy is in the air.", "Here's to good times."],
    hooks: ["It's party time!", "Pop the bubbly.", "The countdown is on."],
    calls: [
      "RSVP and join the celebration.",
      "Bring your party spirit.",
      "We can't wait to celebrate with you.",
    ],
    tags: ["LetsCelebrate", "PartyTime", "Cheers"],
  },
  spooky: {
    leads: ["Midnight", "Haunted", "Shadow", "Moonlit", "Raven", "Crimson", "Phantom", "Hollow"],
    nouns: ["Masquerade", "Ball", "Night", "Séance", "Manor", "Revel", "Gathering", "Hollow"],
    kinds: ["spine-tingling night", "spooky celebration", "eerie evening", "wickedly fun party"],
    promises: [
      "flickering candles, dark delights and a few good scares",
      "costumes, creepy treats and mysteries after midnight",
      "haunting music, strange surprises and shadows that move",
    ],
    occasions: ["a night of chills and thrills", "an evening of delicious fright"],
    headlines: [
      "Enter If You Dare",
      "A Night of Dark Delights",
      "Something Wicked This Way Comes",
      "The Shadows Are Calling",
    ],
    taglines: [
      "Enter if you dare.",
      "Fear looks good on you.",
      "Stay for the screams.",
      "Not for the faint of heart.",
    ],
    hooks: ["Do you hear that?", "The doors creak open soon.", "Something is waiting in the dark."],
    calls: ["Come in costume, if you dare.", "Bring a brave friend.", "Reserve your spot before midnight."],
    tags: ["Spooky", "Halloween", "EnterIfYouDare"],
  },
  bold: {
    leads: ["Loud", "Rebel", "Thunder", "Wild", "Fierce", "Pulse", "Riot", "Amped"],
    nouns: ["Fest", "Live", "Sessions", "Showdown", "Takeover", "Rally", "Arena", "Blast"],
    kinds: ["high-energy festival", "bold, loud celebration", "full-volume live event", "unstoppable night"],
    promises: [
      "big sound, bold colors and energy you can feel",
      "live acts, loud crowds and zero chill",
      "headline sets, huge moments and a crowd that goes all in",
    ],
    occasions: ["a night at full volume", "a day of big energy"],
    headlines: [
      "Turn It Up, All the Way",
      "Louder, Bolder, Better",
      "Go Big or Go Home",
      "This Is Your Moment",
    ],
    taglines: ["Make some noise.", "Go all in.", "Loud and proud.", "Feel every beat."],
    hooks: ["Get ready to make some noise.", "The line-up just dropped.", "This one's going to be loud."],
    calls: ["Grab your tickets now.", "Bring your loudest friends.", "Don't miss it."],
    tags: ["LiveMusic", "MakeSomeNoise", "GoBig"],
  },
};
