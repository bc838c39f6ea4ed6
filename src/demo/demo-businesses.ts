/** A dozen realistic businesses across industries; logos ship in demo-content/images. */
export const DEMO_BUSINESSES = [
  { owner: 'samuel.ortiz', first: 'Samuel', last: 'Ortiz', companyName: 'Cornerstone Builders', industry: 'Construction', location: 'Nashville, TN, USA',
    description: 'Family-owned general contractor restoring churches, schools and homes across Middle Tennessee since 1998.', services: ['Church renovation', 'Roofing', 'Accessibility upgrades'], website: 'https://cornerstone-builders.example', tier: 3 },
  { owner: 'hannah.kim', first: 'Hannah', last: 'Kim', companyName: 'Lamp & Light Studio', industry: 'Design', location: 'Austin, TX, USA',
    description: 'Brand identity, websites and print design for ministries, nonprofits and faith-driven founders.', services: ['Branding', 'Web design', 'Print'], website: 'https://lampandlight.example', tier: 2 },
  { owner: 'joseph.adeyemi', first: 'Joseph', last: 'Adeyemi', companyName: 'Harvest Table Catering', industry: 'Food & Beverage', location: 'Atlanta, GA, USA',
    description: 'Catering for weddings, church fellowships and community meals, with a pay-it-forward meal program.', services: ['Event catering', 'Meal prep', 'Community meals'], website: null, tier: 2 },
  { owner: 'rebecca.hart', first: 'Rebecca', last: 'Hart', companyName: 'Shepherd Family Dental', industry: 'Healthcare', location: 'Columbus, OH, USA',
    description: 'Gentle family dentistry with Saturday hours and free screening days for local school children.', services: ['Family dentistry', 'Cleanings', 'Pediatric care'], website: 'https://shepherddental.example', tier: 1 },
  { owner: 'daniel.nguyen', first: 'Daniel', last: 'Nguyen', companyName: 'Faithful Ledger Accounting', industry: 'Finance', location: 'San Jose, CA, USA',
    description: 'Bookkeeping, payroll and 501(c)(3) compliance for churches, ministries and small businesses.', services: ['Bookkeeping', 'Nonprofit compliance', 'Payroll'], website: 'https://faithfulledger.example', tier: 3 },
  { owner: 'grace.mensah', first: 'Grace', last: 'Mensah', companyName: 'Mustard Seed Learning', industry: 'Education', location: 'Charlotte, NC, USA',
    description: 'After-school tutoring and summer reading camps rooted in character, curiosity and care.', services: ['Tutoring', 'Reading camps', 'Test prep'], website: null, tier: null },
  { owner: 'peter.walsh', first: 'Peter', last: 'Walsh', companyName: 'Good Soil Farms', industry: 'Agriculture', location: 'Lancaster, PA, USA',
    description: 'Regenerative family farm supplying CSA boxes to households and fresh produce to food pantries.', services: ['CSA boxes', 'Farm tours', 'Wholesale produce'], website: 'https://goodsoil.example', tier: 1 },
  { owner: 'miriam.cohen', first: 'Miriam', last: 'Cohen', companyName: 'Covenant Law Group', industry: 'Legal Services', location: 'Chicago, IL, USA',
    description: 'Estate planning, church governance and nonprofit law with clear, fixed-fee pricing.', services: ['Estate planning', 'Nonprofit formation', 'Church bylaws'], website: 'https://covenantlaw.example', tier: 2 },
  { owner: 'luis.herrera', first: 'Luis', last: 'Herrera', companyName: 'Living Water Plumbing', industry: 'Construction', location: 'Phoenix, AZ, USA',
    description: 'Licensed plumbers serving homes and churches, with emergency repairs for widows and seniors at cost.', services: ['Repairs', 'Water heaters', 'Emergency service'], website: null, tier: null },
  { owner: 'esther.park', first: 'Esther', last: 'Park', companyName: 'Psalm Media Productions', industry: 'Media & Entertainment', location: 'Los Angeles, CA, USA',
    description: 'Video production and live-streaming setups for worship services, conferences and testimonies.', services: ['Live streaming', 'Video production', 'Podcast editing'], website: 'https://psalmmedia.example', tier: 2 },
  { owner: 'thomas.reed', first: 'Thomas', last: 'Reed', companyName: 'Open Door Realty', industry: 'Real Estate', location: 'Dallas, TX, USA',
    description: 'Helping families and first-time buyers find homes near their church community, with a tithe of every commission.', services: ['Home buying', 'Listings', 'Relocation'], website: 'https://opendoorrealty.example', tier: 1 },
  { owner: 'naomi.brooks', first: 'Naomi', last: 'Brooks', companyName: 'Bright Path Consulting', industry: 'Consulting', location: 'Denver, CO, USA',
    description: 'Strategy and leadership coaching for ministry teams, church plants and mission-driven companies.', services: ['Leadership coaching', 'Strategic planning', 'Team retreats'], website: 'https://brightpath.example', tier: null },
] as const;

/** Demo gifts per campaign title: [dollars, tip] pairs, given through the sandbox like real gifts. */
export const DEMO_GIFTS: Record<string, [number, number][]> = {
  'Clean Water for Kibera': [[250, 25], [100, 15], [50, 0], [1000, 0], [75, 10], [30, 4.5], [500, 50]],
  'Youth Choir Trip to Memphis': [[100, 10], [50, 5], [20, 0], [300, 30], [40, 6]],
  'Winter Food Pantry Restock': [[60, 9], [25, 0], [150, 15], [1200, 0]],
  'New Roof for St. Mark Chapel': [[2000, 0], [500, 75], [100, 0]],
  'Mission Clinic Medical Supplies': [[150, 22.5], [80, 0], [45, 5]],
  'Community Garden Raised Beds': [[35, 5], [20, 3], [300, 0], [90, 0], [55, 8]],
};
