/** Demo members who joined over the last 90 days (they sign in with the demo password). */
export const DEMO_CONGREGANTS = [
  { username: 'ruth.moab', firstName: 'Ruth', lastName: 'Bennett' },
  { username: 'samuel.k', firstName: 'Samuel', lastName: 'Kim' },
  { username: 'esther.h', firstName: 'Esther', lastName: 'Hadley' },
  { username: 'joseph.n', firstName: 'Joseph', lastName: 'Nwosu' },
  { username: 'hannah.p', firstName: 'Hannah', lastName: 'Price' },
  { username: 'caleb.r', firstName: 'Caleb', lastName: 'Reyes' },
  { username: 'naomi.t', firstName: 'Naomi', lastName: 'Turner' },
  { username: 'isaac.w', firstName: 'Isaac', lastName: 'Walker' },
  { username: 'miriam.a', firstName: 'Miriam', lastName: 'Abara' },
  { username: 'levi.c', firstName: 'Levi', lastName: 'Carter' },
  { username: 'deborah.j', firstName: 'Deborah', lastName: 'Johnson' },
  { username: 'gideon.m', firstName: 'Gideon', lastName: 'Mensah' },
  { username: 'abigail.s', firstName: 'Abigail', lastName: 'Stone' },
  { username: 'elijah.f', firstName: 'Elijah', lastName: 'Foster' },
  { username: 'rebecca.l', firstName: 'Rebecca', lastName: 'Lopez' },
  { username: 'micah.o', firstName: 'Micah', lastName: 'Olsen' },
  { username: 'leah.b', firstName: 'Leah', lastName: 'Brooks' },
  { username: 'aaron.d', firstName: 'Aaron', lastName: 'Diaz' },
  { username: 'phoebe.g', firstName: 'Phoebe', lastName: 'Grant' },
  { username: 'titus.v', firstName: 'Titus', lastName: 'Vance' },
  { username: 'lydia.q', firstName: 'Lydia', lastName: 'Quinn' },
  { username: 'simon.e', firstName: 'Simon', lastName: 'Ellis' },
  { username: 'martha.y', firstName: 'Martha', lastName: 'Young' },
  { username: 'philip.z', firstName: 'Philip', lastName: 'Zeller' },
] as const;

/** Words of support donors leave with their gifts. */
export const DEMO_MESSAGES = [
  'Praying for every family this reaches.',
  'So grateful to be part of this. God bless you all!',
  'In memory of my mother, who loved this church.',
  'Small gift, big prayers. Keep going!',
  'Thank you for serving our neighbours so faithfully.',
  'Our small group pooled together for this one.',
  'Blessed to give. Psalm 37:3.',
];

/** What Grace (the demo member) gave, so her statement has a real year in it. */
export const GRACE_GIFTS: { campaign: string; amount: number; tip: number; daysAgo: number; message?: string }[] = [
  { campaign: 'Clean Water for Kibera', amount: 100, tip: 10, daysAgo: 84, message: 'Clean water changes everything. Praying for Kibera.' },
  { campaign: 'Youth Choir Trip to Memphis', amount: 40, tip: 0, daysAgo: 61 },
  { campaign: 'Mission Clinic Medical Supplies', amount: 75, tip: 7.5, daysAgo: 38 },
  { campaign: 'Community Garden Raised Beds', amount: 25, tip: 0, daysAgo: 19, message: 'Cannot wait to see the tomatoes!' },
  { campaign: 'New Roof for St. Mark Chapel', amount: 150, tip: 15, daysAgo: 6 },
];

/** Organisers' news, oldest first. */
export const DEMO_UPDATES: Record<string, { title: string; body: string }[]> = {
  'Clean Water for Kibera': [
    { title: 'Drilling crew booked', body: 'Thanks to you, the drilling crew starts on the first borehole next month. We will share photos from the site.' },
    { title: 'The first well is flowing', body: 'Clean water came up this week! Over 400 neighbours now fetch water a five-minute walk from home.\n\nThank you for every gift and every prayer.' },
  ],
  'Winter Food Pantry Restock': [{ title: 'Shelves are filling up', body: 'The first delivery arrived on Saturday: rice, beans, canned vegetables and baby formula. Forty families were served this week.' }],
  'New Roof for St. Mark Chapel': [{ title: 'Roofers start in two weeks', body: 'We have chosen a local roofer and the materials are ordered. Sunday worship will move to the fellowship hall for three weeks.' }],
};
