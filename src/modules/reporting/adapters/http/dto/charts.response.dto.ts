import { ApiProperty } from '@nestjs/swagger';

class DayPoint {
  @ApiProperty({ example: '2026-11-22' }) day: string;
  @ApiProperty() count: number;
  @ApiProperty() amount: number;
}

class StatusCount {
  @ApiProperty() status: string;
  @ApiProperty() count: number;
}

class WeekPoint {
  @ApiProperty({ example: '2026-11-16' }) week: string;
  @ApiProperty() count: number;
}

export class ChartsResponse {
  @ApiProperty({ type: [DayPoint] }) giftsPerDay: DayPoint[];
  @ApiProperty({ type: [StatusCount] }) campaignsByStatus: StatusCount[];
  @ApiProperty({ type: [WeekPoint] }) newMembersPerWeek: WeekPoint[];
}
