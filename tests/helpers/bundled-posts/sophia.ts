import type { Block } from '@app/content/types';

/** Post 3: slow luxury travel, one member's autumn from the Amalfi Coast to Kyoto. */
export const SOPHIA_BODY: readonly Block[] = [
  {
    type: 'p',
    text: 'Sophia Laurent used to travel the way she ran her brand consultancy: efficiently. Five cities in nine days, a restaurant booked for every meal, a spreadsheet of sights with check boxes. She came home with excellent photographs and the particular tiredness of someone who has seen everything and felt very little of it.',
  },
  {
    type: 'p',
    text: 'Last autumn, in her second year as a member, she tried the opposite. Two places, five weeks, no spreadsheet. Three weeks on the Amalfi Coast as the summer crowds thinned, then two in Kyoto as the maples turned. She wrote to us afterwards that it was the first trip of her adult life she did not need a holiday to recover from. We asked her how she did it.',
  },
  { type: 'h2', text: 'Slow luxury is a decision about time, not money' },
  {
    type: 'p',
    text: 'Luxury travel is usually described in terms of things: the suite, the car, the table everyone wants. Sophia’s definition is different. For her, the luxury is unhurried time in a place that rewards attention, and everything else exists to protect it. That meant fewer bases, longer stays, one anchor for each day and nothing else scheduled around it.',
  },
  {
    type: 'list',
    items: [
      'Choose two places that contrast, and stay long enough to have a routine in each.',
      'Give every day one anchor, a lunch, a walk or a visit, and leave the rest open.',
      'Use the same driver, guide and boatman for the whole stay; by the third day they know what you like.',
      'Book the things that must be booked, and let the concierge hold the rest loosely.',
      'Travel at the edges of the season, when places belong to the people who live there.',
    ],
  },
  { type: 'h2', text: 'Three weeks on the Amalfi Coast' },
  {
    type: 'p',
    text: 'Sophia arrived in Ravello in the third week of September, when the day-trippers on the coast road have thinned and the light over the Gulf of Salerno turns gold by five. Instead of a hotel she took a villa above the town with a terrace, a lemon grove and a housekeeper named Carmela who cooked twice a week and gave unsolicited, excellent opinions about everything.',
  },
  {
    type: 'p',
    text: 'Her anchors were simple. A morning walk down the old stepped path to Minori before the heat. A long lunch, usually at a family trattoria where the menu was whatever the boats had brought in. One afternoon a week on the water with the same skipper, Gennaro, who took her to swim off the Li Galli islands and to a grotto she promised not to name. She spent a morning in Vietri sul Mare with a ceramicist whose family has painted tiles for four generations, and left with a commission rather than a souvenir: a table top, shipped months later, that now sits on her own terrace at home.',
  },
  {
    type: 'p',
    text: 'Positano, which she had once visited for a single overcrowded afternoon, became a place she took the boat to for dinner, arriving as the lights came on across the hillside. By the second week the waiter at her favourite café in Ravello brought her order before she asked for it. That, she says, was the moment the trip began.',
  },
  {
    type: 'quote',
    text: 'On a fast trip, you collect places. On a slow one, places start to collect you.',
    cite: 'Sophia Laurent',
  },
  { type: 'h2', text: 'From Naples to Kansai without losing the thread' },
  {
    type: 'p',
    text: 'The hardest part of a two-place trip is usually the middle: the day that turns into two of airports, connections and recovery. Sophia’s concierge arranged a long-range private jet from Naples to Kansai, a single flight of a little over twelve hours. She boarded at the general aviation terminal twenty minutes after her car arrived, slept for most of the flight in a proper bed, and landed in Japan in the late afternoon, local time, with enough energy to take a bath and go to bed at a sensible hour.',
  },
  {
    type: 'p',
    text: 'For slow travel, the value of a private flight is not the leather or the champagne. It is that the transition between two places stops costing you two days, and so does not tempt you to cram the days on either side.',
  },
  { type: 'h2', text: 'Two weeks in Kyoto' },
  {
    type: 'p',
    text: 'In Kyoto, Sophia divided her stay between a ryokan on the river in Arashiyama and a restored townhouse in the quiet lanes near Gion. The ryokan taught her the rhythm of the city: a bath before dinner, a kaiseki meal served in a dozen small courses that followed the season down to the leaves on the plates, and a futon laid out while she ate. The townhouse gave her a kitchen, a neighbourhood and a morning market.',
  },
  {
    type: 'p',
    text: 'She climbed Fushimi Inari at six in the morning, when the thousands of vermilion gates are empty and the only sound is the forest. She sat through a tea ceremony in a private room at a temple, guided by a teacher who spent twenty minutes on the single act of folding a silk cloth. She applied weeks in advance, by post as the temple requires, to visit the moss garden at Saihō-ji, and spent an hour there copying a sutra before she was allowed into the garden itself.',
  },
  {
    type: 'p',
    text: 'In the second week the maples reached their peak. Rather than joining the crowds at the most famous viewpoints, she asked her guide, the same one every day, where people from Kyoto went. He took her to a small temple in the northern hills where the red leaves covered the moss like a carpet and there were four other visitors, all of them locals with thermos flasks of tea.',
  },
  { type: 'h2', text: 'What membership changes, and what it does not' },
  {
    type: 'p',
    text: 'Much of what Sophia did is open to anyone with time and patience: the early mornings, the family restaurants, the letters to temples. What her membership changed was the friction. The concierge found the villa and the ryokan, held a table in Positano that was never available online, found Gennaro and the guide in Kyoto, and handled the flight between the two so that the trip felt like one journey rather than two.',
  },
  {
    type: 'p',
    text: 'It did not change the thing that made the trip work, which was her decision to stay still. The club can arrange almost anything; it cannot make you slow down. That part remains the traveller’s own work, and by most accounts the most rewarding part of the journey.',
  },
  {
    type: 'p',
    text: 'Sophia is planning her next autumn already: three weeks in Udaipur, then two in the Paro Valley in Bhutan. Two places, contrasting, and no spreadsheet.',
  },
];
