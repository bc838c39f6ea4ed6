/** Realistic campaigns for the demo platform; images ship in demo-content/images. */
export interface DemoCampaign {
  owner: string;
  title: string;
  description: string;
  goal: number;
  image: string;
  additionalImages?: string[];
  endsInDays?: number;
  status: 'approved' | 'pending';
}

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    owner: 'pastor.james',
    title: 'Clean Water for Kibera',
    description:
      'Our partner congregation in Kibera, Nairobi, walks over an hour each day for water that is often unsafe. ' +
      'Together we will drill a borehole, install a hand pump and a 10,000-litre storage tank, and train a local ' +
      'water committee to keep it running. Every $25 gives one family clean water for a year.',
    goal: 18000,
    image: 'clean-water.jpg',
    additionalImages: ['clean-water-2.jpg', 'clean-water-3.jpg'],
    endsInDays: 75,
    status: 'approved',
  },
  {
    owner: 'maria.santos',
    title: 'Youth Choir Trip to Memphis',
    description:
      'Twenty-two young singers from Grace Chapel have been invited to lead worship at the Mid-South Youth Gathering. ' +
      'Your gift covers the bus, two nights of lodging and meals, so that no child stays home because of cost.',
    goal: 6500,
    image: 'youth-choir.jpg',
    additionalImages: ['youth-choir-2.jpg'],
    endsInDays: 40,
    status: 'approved',
  },
  {
    owner: 'demo',
    title: 'Winter Food Pantry Restock',
    description:
      'The East Nashville community pantry serves 300 families a week, and winter shelves empty fast. ' +
      'We are raising funds to restock staples, buy fresh produce from local farms and keep the doors open on Saturdays.',
    goal: 4000,
    image: 'food-pantry.jpg',
    status: 'approved',
  },
  {
    owner: 'david.lee',
    title: 'New Roof for St. Mark Chapel',
    description:
      'St. Mark has welcomed worshippers since 1921. Last spring\'s storms damaged the roof beyond repair. ' +
      'Help us replace it before the rains return so the chapel can keep hosting services, recovery meetings and the after-school club.',
    goal: 32000,
    image: 'church-roof.jpg',
    status: 'approved',
  },
  {
    owner: 'pastor.james',
    title: 'Mission Clinic Medical Supplies',
    description:
      'A two-room mission clinic in rural Haiti sees forty patients a day with almost nothing on its shelves. ' +
      'This campaign stocks it for a year with bandages, antibiotics, prenatal vitamins and a solar fridge for vaccines.',
    goal: 12500,
    image: 'mission-clinic.jpg',
    status: 'approved',
  },
  {
    owner: 'maria.santos',
    title: 'Community Garden Raised Beds',
    description:
      'Twelve raised beds, a tool shed and a rain barrel will turn the empty lot behind our fellowship hall into a ' +
      'garden where seniors and neighbourhood kids grow vegetables together and share the harvest with the pantry.',
    goal: 2800,
    image: 'community-garden.jpg',
    status: 'approved',
  },
  {
    owner: 'david.lee',
    title: 'Storm Relief for Gulf Coast Families',
    description:
      'Churches along the Gulf Coast are sheltering families who lost their homes in the storm. Gifts buy tents, ' +
      'water, hygiene kits and gas cards, distributed by local congregations who know every family by name.',
    goal: 25000,
    image: 'disaster-relief.jpg',
    status: 'pending',
  },
  {
    owner: 'demo',
    title: 'Books for the Sunday School Library',
    description:
      'Our Sunday school library has not been refreshed in fifteen years. We would like age-appropriate Bibles, ' +
      'picture books and chapter books for 120 children, plus shelving they can reach.',
    goal: 1500,
    image: 'school-books.jpg',
    status: 'pending',
  },
];
